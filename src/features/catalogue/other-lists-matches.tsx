import { Link } from 'react-router-dom';
import { itemPaths, SEARCH_QUERY_PARAM } from '../../shared/routes';
import type { SearchedList } from '../../data/search-index';
import { useInLanguage } from '../../i18n/catalogue-text';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import type { OtherListMatches } from './search-other-lists';

/** How many matches a list shows here; the rest are a link away, in that list's own search. */
const SHOWN = 5;

/** Where "See all" opens a list's own search; the packages have no search, and show all here. */
const listSearch = (list: SearchedList): string | undefined =>
  list === 'packages' ? undefined : itemPaths[list].list;

/** The other lists' matches, a section a list, each match a link to its page. */
export function OtherListsMatches({
  found,
  query,
}: {
  found: readonly OtherListMatches[];
  query: string;
}) {
  const messages = useCatalogueMessages();
  const inLanguage = useInLanguage();
  const text = messages.catalogue.elsewhere;
  if (found.length === 0) return null;
  return (
    <section className="catalogue-elsewhere" aria-labelledby="catalogue-elsewhere">
      <h2 id="catalogue-elsewhere" className="catalogue-close-heading">
        {text.heading}
      </h2>
      {found.map(({ list, found: matches }) => {
        const name = text.lists[list];
        const search = listSearch(list);
        const shown = search === undefined ? matches : matches.slice(0, SHOWN);
        return (
          <section key={list} aria-label={name} className="catalogue-elsewhere-list">
            <h3 className="h6">
              {name} ({text.count(matches.length)})
            </h3>
            <ul className="link-list">
              {shown.map((entry) => (
                <li key={entry.path}>
                  <Link to={entry.path}>{inLanguage(entry).name}</Link>
                </li>
              ))}
            </ul>
            {search !== undefined && matches.length > shown.length && (
              <Link
                to={`${search}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query }).toString()}`}
              >
                {text.seeAll(matches.length, name)}
              </Link>
            )}
          </section>
        );
      })}
    </section>
  );
}
