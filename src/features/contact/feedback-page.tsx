import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { useMessages, useNamespace } from '../../i18n/messages';
import { FeedbackTabs } from './feedback-tabs';
import { contact as contactEn } from '../../i18n/en/contact';

export function FeedbackPage() {
  const m = useMessages();
  const contactMessages = useNamespace('contact', contactEn);
  const page = contactMessages.feedback;
  return (
    <div className="container py-4">
      <PageMeta title={page.title} description={page.description} />
      <Breadcrumb crumbs={[{ label: m.common.home, to: paths.home }, { label: page.title }]} />
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
