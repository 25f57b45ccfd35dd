import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../../lib/use-after-load';
import type { PackageSummary } from '../../shared/types';

const ComparePart = lazy(() => import('./compare-picker'));

interface ComparePartProps {
  /** On a card: its package. */
  summary?: PackageSummary;
  /** The comparison itself, at /health-package/compare, drawn at once. */
  view?: 'compare';
}

/**
 * The comparison's code (./compare-picker.tsx), which the list's page loads only when used: the
 * choice on each card (given its package) and the bar below the list (given none), once the list
 * has loaded and the browser is idle, so the list's first load carries none of it; and the
 * comparison page. One lazy part for all three rather than one each, as
 * src/components/after-load.tsx makes them, keeps the list's own chunk from growing with each.
 */
export function PackageCompareLater({ summary, view }: ComparePartProps) {
  const loaded = useAfterLoad();
  if (!loaded && view === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ComparePart summary={summary} view={view} />
    </Suspense>
  );
}
