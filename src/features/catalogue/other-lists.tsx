import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { SearchedList } from '../../data/search-index';
import type { OtherListMatches } from './search-other-lists';

/** Typing must pause this long before the other lists are searched, to keep keystrokes light. */
const PAUSE_MS = 250;

/**
 * What a search finds in the centre's other lists (a scan typed on Find a Test, a test typed on
 * Find a Doctor), once typing pauses: null while nothing is asked or the answer is on its way.
 * The index, the code that fetches and searches it and the section that shows the answer are
 * fetched the first time; without them (offline) the answer is none.
 */
export function useOtherListsMatches(query: string, own: SearchedList): OtherListMatches[] | null {
  const [answer, setAnswer] = useState<{ query: string; found: OtherListMatches[] } | null>(null);
  const asked = query.trim();
  useEffect(() => {
    if (asked === '') return;
    let current = true;
    const timer = setTimeout(() => {
      void Promise.all([
        import('../../data/search-index').then((module) => module.loadSearchIndex()),
        import('./search-other-lists'),
        loadMatchesSection(),
      ]).then(
        ([index, { searchOtherLists }]) => {
          if (current) {
            setAnswer({ query: asked, found: index ? searchOtherLists(index, own, asked) : [] });
          }
        },
        () => current && setAnswer({ query: asked, found: [] }),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, own]);
  return answer !== null && answer.query === asked ? answer.found : null;
}

const loadMatchesSection = () => import('./other-lists-matches');

/**
 * The other lists' matches, drawn only once a search has an answer: its code comes with the
 * answer, not with the list's page.
 */
const MatchesSection = lazy(async () => ({
  default: (await loadMatchesSection()).OtherListsMatches,
}));

export function OtherListsMatches(props: ComponentProps<typeof MatchesSection>) {
  return (
    <Suspense fallback={null}>
      <MatchesSection {...props} />
    </Suspense>
  );
}
