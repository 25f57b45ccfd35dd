import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { listRadiologyTests } from '../../data/catalogue';
import type { ListedTest } from '../../data/types';
import { useMessages, useNamespace } from '../../i18n/messages';
import { RadiologyServices } from './radiology-services';
import { SearchableList } from './searchable-list';
import { TestCard } from './test-card';
import { catalogue as catalogueEn } from '../../i18n/en/catalogue';

const renderRadiologyTest = (test: ListedTest) => <TestCard test={test} headingLevel={3} />;

export function RadiologyPage() {
  const m = useMessages();
  const catalogueMessages = useNamespace('catalogue', catalogueEn);
  const page = catalogueMessages.radiology;
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <div className="container pt-4">
        <Breadcrumb crumbs={[{ label: m.common.home, to: paths.home }, { label: page.title }]} />
        <h1 className="page-heading">{page.title}</h1>
        <RadiologyServices />
      </div>
      <SearchableList
        load={listRadiologyTests}
        texts={page}
        skeletonHeight={200}
        renderItem={renderRadiologyTest}
        header={<h2 className="h4">{page.testsHeading}</h2>}
      />
    </>
  );
}
