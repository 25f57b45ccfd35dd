import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAfterLoad } from '../lib/use-after-load';

/**
 * A part of a page that the pre-rendered HTML does not carry and a visitor needs only once the
 * page is usable (the centre's terms and credentials, which come with the site's settings, and
 * the report-ready action, below the page's own content): its code is fetched once the page has
 * loaded and the browser is idle, so it adds nothing to any page's first load. Until then the page
 * shows `before`, which the pre-rendered HTML carries; nothing unless given.
 */
function afterLoad<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props & { before?: ReactNode }> {
  const Later = lazy(async () => ({ default: await load() }));
  return function AfterLoad({ before = null, ...props }: Props & { before?: ReactNode }) {
    if (!useAfterLoad()) return before;
    return (
      <Suspense fallback={before}>
        <Later {...(props as Props)} />
      </Suspense>
    );
  };
}

export const HomeCollectionTermsNote = afterLoad(async () => {
  return (await import('./home-collection-terms')).HomeCollectionTermsNote;
});

export const CentreCredentialsNote = afterLoad(async () => {
  return (await import('./centre-credentials')).CentreCredentialsNote;
});

export const ReportReadyAction = afterLoad(async () => {
  return (await import('./report-ready')).ReportReadyAction;
});

export const ConcernLinks = afterLoad(async () => {
  return (await import('./concern-links')).ConcernLinks;
});

export const CentrePhotos = afterLoad(async () => {
  return (await import('./centre-photos')).CentrePhotos;
});

export const GoogleReviewInvite = afterLoad(async () => {
  return (await import('./centre-place')).GoogleReviewInvite;
});

export const PlaceDirectionsLink = afterLoad(async () => {
  return (await import('./centre-place')).PlaceDirectionsLink;
});
