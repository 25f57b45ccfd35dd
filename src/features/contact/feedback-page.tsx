import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../shared/routes';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { FeedbackTabs } from './feedback-tabs';

export default function FeedbackPage() {
  const messages = useContactMessages();
  const page = messages.contact.feedback;
  return (
    <div className="container py-4">
      <PageMeta title={page.title} description={page.description} />
      <Breadcrumb
        crumbs={[{ label: messages.common.home, to: paths.home }, { label: page.title }]}
      />
      <h1 className="page-heading">{page.title}</h1>
      <p className="lead-paragraph">{page.intro}</p>
      <div className="card shadow-sm">
        <div className="card-body">
          <FeedbackTabs />
        </div>
      </div>
    </div>
  );
}
