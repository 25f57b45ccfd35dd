import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../components/breadcrumb';
import { LoadError } from '../../components/load-error';
import { absoluteUrl, PageMeta } from '../../components/page-meta';
import { useScrollToTop } from '../../components/scroll-to-top-button';
import { SkeletonCards } from '../../components/skeleton-cards';
import { Tabs } from '../../components/tabs';
import { listPackages } from '../../data/catalogue';
import { paths } from '../../shared/routes';
import type { PackageKind, PackageSummary } from '../../shared/types';
import { useLanguage } from '../../i18n/language';
import { localizedPath } from '../../i18n/language-address';
import { useMessages } from '../../i18n/messages';
import { usePackagesMessages } from '../../i18n/use-packages-messages';
import { useLoader } from '../../data/source/cached-loader';
import { COMPARE_PARAM, comparedIds, MOST_COMPARED } from './compare-choice';
import { useCompareText } from './compare-picker';
import { CompareTable } from './compare-table';
import { packageKinds } from './package-kinds';
import { PackageList } from './package-list';
import './packages.scss';

interface FoundPackages {
  /** The packages the address names that exist, in its order. */
  found: PackageSummary[];
  /** The ids no list has. */
  unknown: string[];
}

/**
 * The packages with these ids, from the lists the list page reads (each read once per visit and
 * shared with it), a kind's list read only while an id is still unfound.
 */
async function findPackages(ids: readonly string[]): Promise<FoundPackages> {
  const byId = new Map<string, PackageSummary>();
  for (const kind of packageKinds) {
    if (ids.every((id) => byId.has(id))) break;
    for (const item of (await listPackages[kind]()).items) {
      if (ids.includes(item.id) && !byId.has(item.id)) byId.set(item.id, item);
    }
  }
  return {
    found: ids.flatMap((id) => byId.get(id) ?? []),
    unknown: ids.filter((id) => !byId.has(id)),
  };
}

/**
 * /health-package/compare?p=<id>,<id>: up to three packages side by side. Loaded by the list's
 * page when its address asks for it.
 */
export default function Comparison() {
  const messages = useMessages();
  const text = useCompareText();
  const { language } = useLanguage();
  useScrollToTop();
  const [searchParams] = useSearchParams();
  const ids = comparedIds(searchParams.get(COMPARE_PARAM));
  const idsKey = ids.join(',');
  const load = useCallback(() => findPackages(idsKey === '' ? [] : idsKey.split(',')), [idsKey]);
  const state = useLoader(load);

  return (
    <div className="container py-4">
      <PageMeta title={text.title} description={text.description} noIndex />
      {/* One address for search engines: the list, which every comparison is made from. */}
      <link rel="canonical" href={absoluteUrl(localizedPath(paths.healthPackages, language))} />
      <Breadcrumb
        crumbs={[
          { label: messages.common.home, to: paths.home },
          { label: text.back, to: paths.healthPackages },
          { label: text.title },
        ]}
      />
      <h1 className="page-heading">{text.title}</h1>
      {state.status === 'loading' ? (
        <SkeletonCards count={1} cardHeight={330} label={text.loading} />
      ) : state.status === 'error' ? (
        <LoadError what={text.what} onRetry={state.retry} />
      ) : (
        <ComparisonOf {...state.data} named={ids.length > 0} />
      )}
    </div>
  );
}

function ComparisonOf({ found, unknown, named }: FoundPackages & { named: boolean }) {
  const text = useCompareText();
  const shown = found.slice(0, MOST_COMPARED);
  const ignored = found.length - shown.length;
  return (
    <>
      {unknown.length > 0 && <p className="compare-note">{text.unknown(unknown)}</p>}
      {ignored > 0 && <p className="compare-note">{text.tooMany(MOST_COMPARED, ignored)}</p>}
      {shown.length === 0 ? (
        <>
          <p className="compare-note" role="status">
            {named ? text.noneFound : text.noneChosen}
          </p>
          <PackagesToChoose />
        </>
      ) : (
        <CompareTable packages={shown} />
      )}
    </>
  );
}

/** The list page's tabs, for a comparison that names no package found. */
function PackagesToChoose() {
  const messages = usePackagesMessages();
  const text = useCompareText();
  const [kind, setKind] = useState<PackageKind>('general');
  return (
    <section aria-label={text.listLabel}>
      <Tabs
        tabs={packageKinds.map((key) => ({ key, label: messages.packages.tabs[key] }))}
        active={kind}
        onSelect={setKind}
        label={messages.packages.list.tabsLabel}
        className="nav-justified"
        renderPanel={(key) => <PackageList kind={key} />}
      />
    </section>
  );
}
