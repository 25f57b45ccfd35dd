import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { ScrollToTopButton } from '../../components/scroll-to-top-button';
import { Tabs } from '../../components/tabs';
import { paths } from '../../config/paths';
import type { PackageKind } from '../../data/types';
import { useMessages, useNamespace } from '../../i18n/messages';
import { kindFromTabParam, packageKinds, tabParams } from './package-kinds';
import { PackageList } from './package-list';
import './packages.scss';
import { packages as packagesEn } from '../../i18n/en/packages';

export function HealthPackagesPage() {
  const m = useMessages();
  const packagesMessages = useNamespace('packages', packagesEn);
  const t = packagesMessages.list;
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
      <Tabs
        tabs={packageKinds.map((kind) => ({ key: kind, label: packagesMessages.tabs[kind] }))}
        active={activeKind}
        onSelect={selectTab}
        label={t.tabsLabel}
        className="nav-justified"
        // Only the chosen tab's panel is rendered, so each list is read when its tab is opened.
        renderPanel={(kind) => <PackageList kind={kind} />}
      />
      <ScrollToTopButton />
    </div>
  );
}
