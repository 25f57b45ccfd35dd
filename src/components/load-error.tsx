import { useMessages } from '../i18n/messages';
import { CallButton } from './contact-buttons';

/** What a visitor sees when a list or a package could not be read: why, and what to do. */
export function LoadError({ onRetry, what }: { onRetry: () => void; what: string }) {
  const messages = useMessages();
  const text = messages.common.loadError;
  return (
    <div className="load-error card border-danger-subtle shadow-sm" role="alert">
      <div className="card-body">
        <h2 className="h5 text-danger">{text.title(what)}</h2>
        <p>{text.body}</p>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {text.retry}
          </button>
          <CallButton label={messages.common.callNow} className="btn btn-outline-primary" />
        </div>
      </div>
    </div>
  );
}
