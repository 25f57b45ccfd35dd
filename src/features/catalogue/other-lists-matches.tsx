import { Link } from 'react-router-dom';
import { UpdatedNote } from '../../components/updated-note';
import { itemPaths, SEARCH_QUERY_PARAM } from '../../shared/routes';
import type { SearchedList, SearchEntry } from '../../data/search-index';
import { useInLanguage } from '../../i18n/catalogue-text';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import type { OtherListMatches } from './search-other-lists';
import { TestCard } from './test-card';

/** How many matches a list shows here; the rest are a link away, in that list's own search. */
const SHOWN = 5;

/** Where "See all" opens a list's own search; the packages have no search, and show all here. */
const listSearch = (list: Exclude<SearchedList, 'conditions'>): string | undefined =>
  list === 'packages' ? undefined : itemPaths[list].list;

/** How many health concerns a search names above the cards. */
const CONCERNS_SHOWN = 2;

/**
 * The other lists' matches, a section a list: a scan's or a heart or nerve test's match as its
 * full card (its price as the build found it, and the date of that price), anything else as a
 * link to its page. Or, asked for `concerns`, only the health concerns found, each one line
 * leading to its page, which the list shows above its cards.
 */
export function OtherListsMatches({
  found: all,
  query,
  concerns = false,
}: {
  found: readonly OtherListMatches[];
  query: string;
  concerns?: boolean;
}) {
  const messages = useCatalogueMessages();
  const inLanguage = useInLanguage();
  const text = messages.catalogue.elsewhere;
  if (concerns) {
    const shown = all.find(({ list }) => list === 'conditions')?.found ?? [];
    return shown.slice(0, CONCERNS_SHOWN).map((entry) => (
      <p key={entry.path} className="catalogue-concern">
        <Link to={entry.path}>
          {text.concern(inLanguage(entry).name)} <span aria-hidden="true">→</span>
        </Link>
      </p>
    ));
  }
  const found = all.flatMap((matches) =>
    matches.list === 'conditions' ? [] : [{ ...matches, list: matches.list }],
  );
  if (found.length === 0) return null;
  return (
    <section className="catalogue-elsewhere" aria-labelledby="catalogue-elsewhere">
      <h2 id="catalogue-elsewhere" className="catalogue-close-heading">
        {text.heading}
      </h2>
      {found.map(({ list, found: matches, updatedAt }) => {
        const name = text.lists[list];
        const search = listSearch(list);
        const shown = search === undefined ? matches : matches.slice(0, SHOWN);
        return (
          <section key={list} aria-label={name} className="catalogue-elsewhere-list">
            <h3 className="h6">
              {name} ({text.count(matches.length)})
            </h3>
            <ListMatches shown={shown} updatedAt={updatedAt} />
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

/** A card the index kept nothing of: its page link, and "Call us for the price". */
const noCard = { pti: '', delivery: '', mrp: null, off: null, price: null };

function ListMatches({
  shown,
  updatedAt,
}: {
  shown: readonly SearchEntry[];
  updatedAt: string | undefined;
}) {
  const inLanguage = useInLanguage();
  if (!shown.some((entry) => entry.card !== undefined)) {
    return (
      <ul className="link-list">
        {shown.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path}>{inLanguage(entry).name}</Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <ul className="catalogue-grid catalogue-grid-tests">
        {shown.map(({ path, name, name_bn, card }) => (
          <li key={path} className="card catalogue-card">
            <TestCard
              item={{
                id: path,
                name,
                ...(name_bn === undefined ? {} : { name_bn }),
                ...(card ?? noCard),
              }}
              href={path}
              headingLevel={4}
            />
          </li>
        ))}
      </ul>
      {/* The prices as the build found them, dated; the test's own page reads today's. */}
      <UpdatedNote list={{ updatedAt: updatedAt ?? null }} counts="prices" />
    </>
  );
}
