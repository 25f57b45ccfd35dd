import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { listLabTests } from '../../data/catalogue';
import type { LabTest } from '../../data/types';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { SearchableList } from './searchable-list';
import { TestCard } from './test-card';

const renderLabTest = (test: LabTest) => <TestCard test={test} />;

export function LabTestsPage() {
  const messages = useCatalogueMessages();
  const page = messages.catalogue.labTests;
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <SearchableList
        load={listLabTests}
        updated="prices"
        texts={page}
        skeletonHeight={262}
        renderItem={renderLabTest}
        header={
          <>
            <Breadcrumb
              crumbs={[
                { label: messages.common.home, to: paths.home },
                { label: messages.catalogue.contactCrumb, to: paths.contactUs },
                { label: page.title },
              ]}
            />
            <h1 className="page-heading">{page.title}</h1>
          </>
        }
      />
    </>
  );
}
