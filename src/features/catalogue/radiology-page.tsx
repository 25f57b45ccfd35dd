import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { listRadiologyTests } from '../../data/catalogue';
import type { ListedTest } from '../../data/types';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { RadiologyServices } from './radiology-services';
import { SearchableList } from './searchable-list';
import { TestCard } from './test-card';

const renderRadiologyTest = (test: ListedTest) => <TestCard test={test} headingLevel={3} />;

export function RadiologyPage() {
  const messages = useCatalogueMessages();
  const page = messages.catalogue.radiology;
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <div className="container pt-4">
        <Breadcrumb
          crumbs={[{ label: messages.common.home, to: paths.home }, { label: page.title }]}
        />
        <h1 className="page-heading">{page.title}</h1>
        <RadiologyServices />
      </div>
      <SearchableList
        load={listRadiologyTests}
        updated="list"
        texts={page}
        skeletonHeight={200}
        renderItem={renderRadiologyTest}
        header={<h2 className="h4">{page.testsHeading}</h2>}
      />
    </>
  );
}
