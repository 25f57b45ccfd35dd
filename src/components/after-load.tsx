import { lazy, Suspense, type ComponentType } from 'react';
import { useAfterLoad } from '../lib/use-after-load';

/**
 * A part of a page that the pre-rendered HTML does not carry and a visitor needs only once the
 * page is usable (the centre's terms and credentials, which come with the site's settings, and
 * the report-ready action, below the page's own content): its code is fetched once the page has
 * loaded and the browser is idle, so it adds nothing to any page's first load.
 */
function afterLoad<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Later = lazy(async () => ({ default: await load() }));
  return function AfterLoad(props: Props) {
    if (!useAfterLoad()) return null;
    return (
      <Suspense fallback={null}>
        <Later {...props} />
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
