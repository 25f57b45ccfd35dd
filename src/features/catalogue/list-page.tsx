import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/routes';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { searchedLists, type SearchedListName } from './lists';

/**
 * Find a Test, Find a Doctor, Cardiology and Neurology: a list and its search under the page's
 * breadcrumb and heading, which stay in view below the navbar while the list scrolls (the old
 * site's fixed header on Cardiology and Neurology). The route table says which list.
 */
export default function ListPage({ list }: { list: Exclude<SearchedListName, 'radiology'> }) {
  const messages = useCatalogueMessages();
  const { texts, viaContact, search } = searchedLists[list];
  const page = texts(messages.catalogue);
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      {search({
        texts: page,
        header: (
          <>
            <Breadcrumb
              crumbs={[
                { label: messages.common.home, to: paths.home },
                ...(viaContact
                  ? [{ label: messages.catalogue.contactCrumb, to: paths.contactUs }]
                  : []),
                { label: page.title },
              ]}
            />
            <h1 className="page-heading">{page.title}</h1>
          </>
        ),
      })}
    </>
  );
}
