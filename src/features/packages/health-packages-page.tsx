import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { ScrollToTopButton } from '../../components/scroll-to-top-button';
import { paths } from '../../config/paths';
import type { PackageKind } from '../../data/types';
import { useMessages } from '../../i18n/messages';
import { kindFromTabParam, tabParams } from './package-kinds';
import { PackageList } from './package-list';
import { PackageTabs } from './package-tabs';
import './packages.scss';

export function HealthPackagesPage() {
  const m = useMessages();
  const t = m.packages.list;
  const [searchParams, setSearchParams] = useSearchParams();
  const activeKind = kindFromTabParam(searchParams.get('tab'));

  // Replace, not push: choosing a tab is not a new page, so Back still leaves the list, while the
  // URL keeps the tab for reload, sharing, and coming Back from a package.
  const selectTab = (kind: PackageKind) =>
    setSearchParams(
      (params) => {
        params.set('tab', tabParams[kind]);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="container py-4">
      <PageMeta title={t.title} description={t.description} />
      <Breadcrumb
        crumbs={[
          { label: m.common.home, to: paths.home },
          { label: t.labtest, to: paths.labTests },
          { label: t.title },
        ]}
      />
      <h1 className="page-heading">{t.title}</h1>
      <PackageTabs active={activeKind} onSelect={selectTab}>
        {/* Keyed, so each tab reads its own list, and only when the visitor opens that tab. */}
        <PackageList key={activeKind} kind={activeKind} />
      </PackageTabs>
      <ScrollToTopButton />
    </div>
  );
}
