import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { listLabTests } from '../../data/catalogue';
import type { LabTest } from '../../data/types';
import { useMessages, useNamespace } from '../../i18n/messages';
import { SearchableList } from './searchable-list';
import { TestCard } from './test-card';
import { catalogue as catalogueEn } from '../../i18n/en/catalogue';

const renderLabTest = (test: LabTest) => <TestCard test={test} />;

export function LabTestsPage() {
  const m = useMessages();
  const catalogueMessages = useNamespace('catalogue', catalogueEn);
  const page = catalogueMessages.labTests;
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <SearchableList
        load={listLabTests}
        texts={page}
        skeletonHeight={262}
        renderItem={renderLabTest}
        header={
          <>
            <Breadcrumb
              crumbs={[
                { label: m.common.home, to: paths.home },
                { label: catalogueMessages.contactCrumb, to: paths.contactUs },
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
