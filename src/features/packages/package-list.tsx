import { LoadError } from '../../components/load-error';
import { SkeletonCards } from '../../components/skeleton-cards';
import { UpdatedNote } from '../../components/updated-note';
import { listPackages } from '../../data/catalogue';
import type { PackageKind } from '../../shared/types';
import { usePackagesMessages } from '../../i18n/use-packages-messages';
import { useLoader } from '../../data/source/cached-loader';
import { PackageCompareLater } from './compare-later';
import { PackageCard } from './package-card';

/** The height of a typical card at one column, so the skeleton does not jump when cards arrive. */
const CARD_HEIGHT = 262;

/** One tab's packages, read when the tab is first shown. */
export function PackageList({ kind }: { kind: PackageKind }) {
  const messages = usePackagesMessages();
  const text = messages.packages.list;
  const type = messages.packages.tabs[kind];
  const state = useLoader(listPackages[kind]);

  if (state.status === 'loading') {
    return <SkeletonCards count={3} cardHeight={CARD_HEIGHT} label={text.loading(type)} />;
  }
  if (state.status === 'error') return <LoadError what={text.what(type)} onRetry={state.retry} />;
  const { items } = state.data;
  if (items.length === 0) return <p className="package-list-empty">{text.empty}</p>;
  return (
    <>
      <ul className="row g-3 list-unstyled mb-0">
        {items.map((summary) => (
          <li key={summary.id} className="col-12 col-md-6 col-lg-4">
            <PackageCard summary={summary} />
          </li>
        ))}
      </ul>
      <PackageCompareLater />
      <UpdatedNote list={state.data} counts="prices" />
    </>
  );
}
