import { Link } from 'react-router-dom';
import { useMessages } from '../i18n/messages';

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  to?: string;
}

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const messages = useMessages();
  return (
    <nav aria-label={messages.layout.breadcrumb}>
      <ol className="breadcrumb mb-3">
        {crumbs.map(({ label, to }) =>
          to === undefined ? (
            <li key={label} className="breadcrumb-item active" aria-current="page">
              {label}
            </li>
          ) : (
            <li key={label} className="breadcrumb-item">
              <Link to={to}>{label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
