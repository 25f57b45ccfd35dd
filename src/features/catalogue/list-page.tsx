import type { RouteName, routes } from '../../shared/routes';
import { useListPage } from './list-layout';
import { SearchableList } from './searchable-list';
import { TestCard } from './test-card';

/** The lists the route table draws with this page. */
type ListPageList = Extract<(typeof routes)[RouteName], { page: 'catalogue/list-page' }>['list'];

/**
 * Find a Test, Cardiology and Neurology: a list of tests and its search under the page's
 * breadcrumb and heading, which stay in view below the navbar while the list scrolls. The route
 * table says which list.
 */
export default function ListPage({ list }: { list: ListPageList }) {
  const { meta, texts, header } = useListPage(list);
  return (
    <>
      {meta}
      <SearchableList
        list={list}
        texts={texts}
        header={header}
        updated="prices"
        skeletonHeight={list === 'labTests' ? 262 : 200}
        Card={TestCard}
      />
    </>
  );
}
