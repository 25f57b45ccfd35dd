import type { ReactNode } from 'react';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths, type ItemListName } from '../../shared/routes';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { listTitles } from './list-titles';
import type { ListTexts } from './searchable-list';

/**
 * A list page's parts (./list-page.tsx, ./doctors-page.tsx): its title and description for the
 * page's head, its search's texts, and what sits above its search box, the breadcrumb and heading.
 */
export function useListPage(list: ItemListName): {
  meta: ReactNode;
  texts: ListTexts;
  header: ReactNode;
} {
  const messages = useCatalogueMessages();
  const { texts, viaContact } = listTitles[list];
  const page = texts(messages.catalogue);
  const title = messages.common.listTitles[list];
  return {
    meta: <PageMeta title={title} description={page.description} />,
    texts: page,
    header: (
      <>
        <Breadcrumb
          crumbs={[
            { label: messages.common.home, to: paths.home },
            ...(viaContact ? [{ label: messages.common.contactCrumb, to: paths.contactUs }] : []),
            { label: title },
          ]}
        />
        <h1 className="page-heading">{title}</h1>
      </>
    ),
  };
}
