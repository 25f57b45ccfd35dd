import type { PublishedReader } from '../../data-source';

/**
 * The demo catalogue is bundled and never edited: nothing is published for it. Its settings are
 * staff's demo documents, published in the browser as the function would, fetched only when asked:
 * a module of its own, so a first load names none of the settings' chunks.
 */
export const demoPublished: PublishedReader = {
  readPublished: () => Promise.resolve(null),
  readSettings: () =>
    import('../../../../shared/demo-catalogue/site-settings').then((demo) =>
      demo.publishedDemoSettings(),
    ),
};
