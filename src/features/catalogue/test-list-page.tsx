import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import type { CachedLoader } from '../../data/cached-loader';
import type { CatalogueList, ListedTest } from '../../data/types';
import { useMessages, type Messages } from '../../i18n/messages';
import { SearchableList } from './searchable-list';
import { TestCard } from './test-card';

const renderTest = (test: ListedTest) => <TestCard test={test} />;

interface TestListPageProps {
  load: CachedLoader<CatalogueList<ListedTest>>;
  page: Messages['catalogue']['cardiology' | 'neurology'];
}

/**
 * Cardiology and Neurology: the spec's fixed header is the list's sticky one, which keeps the
 * breadcrumb and the search box in view below the navbar while the tests scroll under it.
 */
export function TestListPage({ load, page }: TestListPageProps) {
  const messages = useMessages();
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <SearchableList
        load={load}
        updated="list"
        texts={page}
        skeletonHeight={200}
        renderItem={renderTest}
        header={
          <>
            <Breadcrumb
              crumbs={[{ label: messages.common.home, to: paths.home }, { label: page.title }]}
            />
            <h1 className="page-heading">{page.title}</h1>
          </>
        }
      />
    </>
  );
}
