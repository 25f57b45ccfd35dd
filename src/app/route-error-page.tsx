import { PhoneIcon } from '../components/icons';
import { PageMeta } from '../components/page-meta';
import { site } from '../shared/site';
import { useMessages } from '../i18n/messages';
import { telHref } from '../shared/links';

/**
 * Shown in place of a page whose code could not be loaded, which on a phone mostly means the
 * connection dropped between two pages. The header and footer stay, so the visitor can still call.
 */
export function RouteErrorPage() {
  const messages = useMessages();
  const failed = messages.layout.pageLoadFailed;
  return (
    <div className="container py-5" role="alert">
      <PageMeta title={failed.title} description={failed.body} />
      <h1 className="page-heading">{failed.title}</h1>
      <p>{failed.body}</p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {failed.retry}
        </button>
        <a className="btn btn-outline-primary" href={telHref()}>
          <PhoneIcon size={16} /> {site.centreNumber}
        </a>
      </div>
    </div>
  );
}
