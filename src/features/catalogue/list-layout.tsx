import type { ReactNode } from 'react';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths, type ItemListName } from '../../shared/routes';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { listTitles } from './list-titles';
import type { ListTexts } from './searchable-list';

/** What a list's search is drawn with: its texts, and what sits above its search box. */
export interface ListSearchProps {
  texts: ListTexts;
  header: ReactNode;
}

/**
 * A list page: the list and its search under the page's breadcrumb and heading. `search` draws
 * the list's own searchable list (./test-lists.tsx, or ./doctors-page.tsx for the doctors).
 */
export function ListLayout({
  list,
  search,
}: {
  list: ItemListName;
  search: (props: ListSearchProps) => ReactNode;
}) {
  const messages = useCatalogueMessages();
  const { texts, viaContact } = listTitles[list];
  const page = texts(messages.catalogue);
  const title = messages.common.listTitles[list];
  return (
    <>
      <PageMeta title={title} description={page.description} />
      {search({
        texts: page,
        header: (
          <>
            <Breadcrumb
              crumbs={[
                { label: messages.common.home, to: paths.home },
                ...(viaContact
                  ? [{ label: messages.common.contactCrumb, to: paths.contactUs }]
                  : []),
                { label: title },
              ]}
            />
            <h1 className="page-heading">{title}</h1>
          </>
        ),
      })}
    </>
  );
}
