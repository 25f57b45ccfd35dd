import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { useScrollToTop } from '../../components/scroll-to-top-button';
import { Tabs } from '../../components/tabs';
import { paths } from '../../shared/routes';
import type { PackageKind } from '../../shared/types';
import { usePackagesMessages } from '../../i18n/use-packages-messages';
import { kindFromTabParam, packageKinds, tabParams } from './package-kinds';
import { PackageCompareLater } from './compare-later';
import { PackageList } from './package-list';
import './packages.scss';

/** /health-package, and with `view="compare"` /health-package/compare, its comparison. */
export default function HealthPackagesPage({ view }: { view?: string }) {
  return view === 'compare' ? <PackageCompareLater view="compare" /> : <PackageListPage />;
}

function PackageListPage() {
  const messages = usePackagesMessages();
  useScrollToTop();
  const text = messages.packages.list;
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
      <PageHeading
        title={text.title}
        description={text.description}
        via={[{ label: text.labtest, to: paths.labTests }]}
      />
      <Tabs
        tabs={packageKinds.map((kind) => ({ key: kind, label: messages.packages.tabs[kind] }))}
        active={activeKind}
        onSelect={selectTab}
        label={text.tabsLabel}
        className="nav-justified"
        // Only the chosen tab's panel is rendered, so each list is read when its tab is opened.
        renderPanel={(kind) => <PackageList kind={kind} />}
      />
    </div>
  );
}
