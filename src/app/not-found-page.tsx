import { Link, useLocation } from 'react-router-dom';
import { CallButton } from '../components/contact-buttons';
import { PageMeta } from '../components/page-meta';
import { paths, SEARCH_QUERY_PARAM } from '../shared/routes';
import { useLanguage } from '../i18n/language';
import { localizedPath } from '../i18n/language-address';
import { useMessages } from '../i18n/messages';

/**
 * The words of an address, for a search: `/labtest-old/blood-sugar_fasting` is "labtest old blood
 * sugar fasting". Numbers alone (a 404, an id) find nothing, so they are left out.
 */
export function addressWords(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: its words as they stand.
  }
  return decoded
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => /\p{L}/u.test(word))
    .join(' ');
}

/**
 * An address with no page: Hosting serves it pre-rendered as 404.html (with a 404 status) in the
 * visitor's language, and the app draws it again for the address, its search filled in from the
 * address's words. Never indexed.
 */
export function NotFoundPage() {
  const messages = useMessages();
  const notFound = messages.layout.notFound;
  const { language } = useLanguage();
  const { pathname } = useLocation();
  return (
    <div className="container py-5">
      <PageMeta title={notFound.title} description={notFound.body} noIndex />
      <p className="display-4 fw-bold text-primary mb-2" aria-hidden="true">
        404
      </p>
      <h1 className="page-heading">{notFound.heading}</h1>
      <p>{notFound.body}</p>
      {/* A plain GET to the list, so it searches before the app runs, or without it. */}
      <form
        className="d-flex flex-wrap gap-2 mb-3"
        role="search"
        method="get"
        action={localizedPath(paths.labTests, language)}
      >
        <label className="visually-hidden" htmlFor="not-found-search">
          {notFound.searchLabel}
        </label>
        <input
          id="not-found-search"
          className="form-control w-auto flex-grow-1"
          type="search"
          name={SEARCH_QUERY_PARAM}
          defaultValue={addressWords(pathname)}
        />
        <button className="btn btn-primary" type="submit">
          {notFound.searchButton}
        </button>
      </form>
      <ul className="d-flex flex-wrap gap-2 list-unstyled">
        <li>
          <CallButton className="btn btn-outline-danger" label={notFound.call} />
        </li>
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
