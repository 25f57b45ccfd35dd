import type { RouteName, routes } from '../../shared/routes';
import { ListLayout } from './list-layout';
import { testLists } from './test-lists';

/** The lists the route table draws with this page. */
type ListPageList = Extract<(typeof routes)[RouteName], { page: 'catalogue/list-page' }>['list'];

/**
 * Find a Test, Cardiology and Neurology: a list of tests and its search under the page's
 * breadcrumb and heading, which stay in view below the navbar while the list scrolls. The route
 * table says which list.
 */
export default function ListPage({ list }: { list: ListPageList }) {
  return <ListLayout list={list} search={testLists[list]} />;
}
