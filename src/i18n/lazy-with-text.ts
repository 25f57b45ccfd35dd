import { lazy, type ComponentType } from 'react';
import { pageTextReady } from './language';

/**
 * A part of a page in a chunk of its own, drawn while the pre-rendered page is hydrated (below
 * the fold): like a page (src/app/lazy-page.ts), it arrives in Bengali only once the text its
 * chunk registers has arrived too. A component that waited for its text mid-render could not be
 * replayed while hydrating: React gives up on the page's HTML and draws it all again.
 */
export function lazyWithText<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => {
    const component = await load();
    await pageTextReady();
    return { default: component };
  });
}
