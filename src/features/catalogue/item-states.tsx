import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../../components/breadcrumb';
import { CallButton } from '../../components/contact-buttons';
import { LoadError } from '../../components/load-error';
import { PageMeta } from '../../components/page-meta';
import { SkeletonCards } from '../../components/skeleton-cards';
import {
  itemPath,
  itemPaths,
  paths,
  SEARCH_QUERY_PARAM,
  type ItemListName,
} from '../../shared/routes';
import { itemLoader } from '../../data/catalogue-item';
import type { CatalogueItem } from '../../shared/types';
import { useMessages } from '../../i18n/messages';
import { useLoader } from '../../data/source/cached-loader';
import { listTitles } from './list-titles';

/** The page's breadcrumb: home, the list (through Contact where the list's own does), the item. */
export function useItemCrumbs(list: ItemListName, name: string) {
  const messages = useMessages();
  return [
    { label: messages.common.home, to: paths.home },
    ...(listTitles[list].viaContact
      ? [{ label: messages.common.contactCrumb, to: paths.contactUs }]
      : []),
    { label: messages.common.listTitles[list], to: itemPaths[list].list },
    { label: name },
  ];
}

/**
 * Loads an item's page and shows its states: loading, a failed read, an address that names no
 * item (a search of the list instead, never indexed), and the item, whose address is corrected
 * in place when it was reached by an older one (a renamed item, found by its id).
 */
export function ItemStates<T extends { id: string; name: string }>({
  list,
  slug,
  texts,
  children,
}: {
  list: ItemListName;
  slug: string;
  texts: {
    loading: string;
    errorWhat: string;
    notFound: Record<'title' | 'heading' | 'body' | 'search', string>;
  };
  children: (found: CatalogueItem<T>) => ReactNode;
}) {
  const messages = useMessages();
  const state = useLoader(itemLoader<T>(list, slug));
  const navigate = useNavigate();
  const crumbs = useItemCrumbs(list, texts.notFound.title);
  const moved = state.status === 'ready' && state.data !== null && state.data.slug !== slug;
  const movedTo = moved && state.data !== null ? itemPath(list, state.data.slug) : null;
  useEffect(() => {
    if (movedTo !== null) void navigate(movedTo, { replace: true });
  }, [movedTo, navigate]);

  if (state.status === 'loading') {
    return (
      <>
        <PageMeta title={texts.loading} description={texts.loading} noIndex />
        <SkeletonCards
          count={1}
          cardHeight={262}
          label={texts.loading}
          className="col-12 col-lg-8"
        />
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <PageMeta title={texts.errorWhat} description={texts.errorWhat} noIndex />
        <LoadError what={texts.errorWhat} onRetry={state.retry} />
      </>
    );
  }
  if (state.data === null) {
    const words = slug.replace(/-/g, ' ');
    const search = `${itemPaths[list].list}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: words }).toString()}`;
    return (
      <>
        <PageMeta title={texts.notFound.title} description={texts.notFound.body} noIndex />
        <Breadcrumb crumbs={crumbs} />
        <h1 className="page-heading">{texts.notFound.heading}</h1>
        <p>{texts.notFound.body}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary" to={search}>
            {texts.notFound.search}
          </Link>
          <CallButton label={messages.common.callNow} className="btn btn-outline-primary" />
        </div>
      </>
    );
  }
  return children(state.data);
}
