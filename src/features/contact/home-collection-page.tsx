import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { useMessages, useNamespace } from '../../i18n/messages';
import { HomeSampleEnquiryForm } from './home-sample-enquiry-form';
import { contact as contactEn } from '../../i18n/en/contact';

export function HomeCollectionPage() {
  const m = useMessages();
  const contactMessages = useNamespace('contact', contactEn);
  const page = contactMessages.homeCollection;
  return (
    <div className="container py-4">
      <PageMeta title={page.title} description={page.description} />
      <Breadcrumb
        crumbs={[
          { label: m.common.home, to: paths.home },
          { label: contactMessages.contactUs.title, to: paths.contactUs },
          { label: page.title },
        ]}
      />
      <h1 className="page-heading">{page.title}</h1>
      <div className="card shadow-sm home-collection-card">
        <div className="card-body">
          <p className="home-collection-instruction">{page.instruction}</p>
          <HomeSampleEnquiryForm />
        </div>
      </div>
    </div>
  );
}
