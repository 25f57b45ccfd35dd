import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { PackageSummary } from '../../shared/types';
import { useLanguage } from '../../i18n/language';
import { packageCompare as english } from '../../i18n/en/package-compare';
import { packageCompare as bengali } from '../../i18n/bn/package-compare';
import { inLanguage } from '../../i18n/catalogue-text';
import {
  clearChosen,
  comparePath,
  MOST_COMPARED,
  toggleChosen,
  useChosenPackages,
} from './compare-choice';
import './compare.scss';

export const useCompareText = () => (useLanguage().language === 'bn' ? bengali : english);

/**
 * On a package's card, once the list has loaded: how many tests it lists, and the box that
 * chooses it for the comparison. Raised above the card's stretched link, so a tap on the box
 * chooses rather than opens the package.
 */
function PackageCompareToggle({ summary }: { summary: PackageSummary }) {
  const text = useCompareText();
  const { language } = useLanguage();
  const chosen = useChosenPackages();
  const { name } = inLanguage(summary, language);
  const isChosen = chosen.includes(summary.id);
  const full = !isChosen && chosen.length >= MOST_COMPARED;
  return (
    <div className="package-compare-toggle">
      {summary.tests !== undefined && summary.tests.length > 0 && (
        <span className="package-compare-count">{text.testCount(summary.tests.length)}</span>
      )}
      <label className="package-compare-choose">
        <input
          type="checkbox"
          checked={isChosen}
          disabled={full}
          aria-label={text.chooseLabel(name)}
          onChange={() => toggleChosen(summary.id)}
        />
        <span aria-hidden="true">{text.choose}</span>
      </label>
    </div>
  );
}

/**
 * Below the list, once a package is chosen: how many are, the link to compare them, and a way to
 * start again. It sticks to the foot of the screen while the list scrolls.
 */
function PackageCompareBar() {
  const text = useCompareText();
  const chosen = useChosenPackages();
  if (chosen.length === 0) return null;
  const status =
    chosen.length >= MOST_COMPARED
      ? text.full(MOST_COMPARED)
      : chosen.length === 1
        ? text.oneMore
        : text.chosen(chosen.length, MOST_COMPARED);
  return (
    <div className="package-compare-bar">
      <p className="mb-0" role="status">
        {status}
      </p>
      <div className="package-compare-bar-actions">
        {chosen.length >= 2 && (
          <Link className="btn btn-primary btn-sm" to={comparePath(chosen)}>
            {text.compareLink(chosen.length)}
          </Link>
        )}
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={clearChosen}>
          {text.clear}
        </button>
      </div>
    </div>
  );
}

const Comparison = lazy(() => import('./comparison'));

/**
 * The comparison page when asked for it; otherwise the choice on a card when given its package,
 * and the bar below the list when given none.
 */
export default function ComparePart({
  summary,
  view,
}: {
  summary?: PackageSummary | undefined;
  view?: 'compare' | undefined;
}) {
  if (view === 'compare') {
    return (
      <Suspense fallback={null}>
        <Comparison />
      </Suspense>
    );
  }
  return summary === undefined ? <PackageCompareBar /> : <PackageCompareToggle summary={summary} />;
}
