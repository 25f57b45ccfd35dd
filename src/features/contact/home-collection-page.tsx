import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { HOME_COLLECTION_TEST_PARAM, paths } from '../../shared/routes';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { HomeSampleEnquiryForm } from './home-sample-enquiry-form';

export default function HomeCollectionPage() {
  const messages = useContactMessages();
  const page = messages.contact.homeCollection;
  // Opened from a test's or package's page, the form starts with it filled in.
  const test = useSearchParams()[0].get(HOME_COLLECTION_TEST_PARAM)?.trim() || undefined;
  return (
    <div className="container py-4">
      <PageMeta title={page.title} description={page.description} />
      <Breadcrumb
        crumbs={[
          { label: messages.common.home, to: paths.home },
          { label: messages.contact.contactUs.title, to: paths.contactUs },
          { label: page.title },
        ]}
      />
      <h1 className="page-heading">{page.title}</h1>
      <div className="card shadow-sm home-collection-card">
        <div className="card-body">
          <p className="home-collection-instruction">{page.instruction}</p>
          <HomeSampleEnquiryForm test={test} />
        </div>
      </div>
    </div>
  );
}
