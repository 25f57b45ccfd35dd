import { PageHeading } from '../../components/page-heading';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { FeedbackTabs } from './feedback-tabs';

export default function FeedbackPage() {
  const messages = useContactMessages();
  const page = messages.contact.feedback;
  return (
    <div className="container py-4">
      <PageHeading title={page.title} description={page.description} />
      <p className="lead-paragraph">{page.intro}</p>
      <div className="card shadow-sm">
        <div className="card-body">
          <FeedbackTabs />
        </div>
      </div>
    </div>
  );
}
