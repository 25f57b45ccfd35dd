import { Link } from 'react-router-dom';
import { PageMeta } from '../components/page-meta';
import { paths } from '../shared/routes';
import { useMessages } from '../i18n/messages';

export function NotFoundPage() {
  const messages = useMessages();
  const notFound = messages.layout.notFound;
  return (
    <div className="container py-5">
      <PageMeta title={notFound.title} description={notFound.body} noIndex />
      <p className="display-4 fw-bold text-primary mb-2" aria-hidden="true">
        404
      </p>
      <h1 className="page-heading">{notFound.heading}</h1>
      <p>{notFound.body}</p>
      <ul className="d-flex flex-wrap gap-2 list-unstyled">
        <li>
          <Link className="btn btn-primary" to={paths.home}>
            {notFound.home}
          </Link>
        </li>
        <li>
          <Link className="btn btn-outline-primary" to={paths.labTests}>
            {notFound.findTest}
          </Link>
        </li>
        <li>
          <Link className="btn btn-outline-primary" to={paths.contactUs}>
            {notFound.contact}
          </Link>
        </li>
      </ul>
    </div>
  );
}
