import { screen, within } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import type { RawDocument } from '../../src/data/source/data-source';
import type { ItemListName } from '../../src/shared/routes';
import { site } from '../../src/shared/site';
import { fakeSource, resetFakeSource, serveDemoCatalogue } from './fake-data-source';

/**
 * What the list pages' tests share (Find a Test, Cardiology and Neurology are
 * src/features/catalogue/list-page.tsx, Find a Doctor doctors-page.tsx and Radiology
 * radiology-page.tsx, each drawing its list with searchable-list.tsx): the page on fresh modules,
 * and its cards as a visitor reads them.
 */

/** The centre's number as a call link has it. */
export const centreDigits = site.centreNumber.replace(/\D/g, '');

/** The describe's tests read the demo catalogue, as the site does with no Firebase settings. */
export const onTheDemoCatalogue = () => beforeEach(serveDemoCatalogue);

/** The describe's tests each open the page afresh on a fake source holding odd documents. */
export function onOddDocuments() {
  beforeEach(() => {
    vi.resetModules();
    resetFakeSource();
    // Documents the parser cannot show are reported on the console for staff, by design.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
}

/** The fake source answers every collection read with these documents. */
export const serve = (documents: RawDocument[]) =>
  fakeSource.readCollection.mockResolvedValue(documents);

/**
 * A list page on fresh modules, as on a new visit (the list loaders keep what they read for the
 * whole visit): call vi.resetModules() first, and hand over any pre-rendered data in between.
 */
export async function renderFreshListPage(
  list: Exclude<ItemListName, 'radiology'>,
  path: string,
  language?: 'bn',
) {
  const { default: ListPage } = await import('../../src/features/catalogue/list-page');
  const { default: DoctorsPage } = await import('../../src/features/catalogue/doctors-page');
  // From the same fresh modules as the page, so that the page sees the language provided.
  const { renderInRouter } = await import('./render');
  if (language) await (await import('../../src/i18n/language')).loadBengali();
  return renderInRouter(list === 'doctors' ? <DoctorsPage /> : <ListPage list={list} />, {
    path,
    language,
  });
}

/** jsdom has no ResizeObserver, which the lists' sticky header uses where the browser has one. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}

/** The documents a list shows: those with a name. */
export const named = (documents: RawDocument[]) =>
  documents.filter((document) => typeof document.data.name === 'string');

/** How many of `documents` a search for `part` finds by name. */
export const countNamed = (documents: RawDocument[], part: string) =>
  named(documents).filter((document) =>
    String(document.data.name).toLowerCase().includes(part.toLowerCase()),
  ).length;

/** The count a list of tests announces. */
export const found = (count: number) => (count === 1 ? '1 test found' : `${count} tests found`);

export const cardList = () => screen.getByRole('list', { name: /found$/ });
export const cards = () => within(cardList()).getAllByRole('listitem');
export const cardTitles = () =>
  within(cardList())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/** The card of the test or doctor named `name`, once it is shown. */
export const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

/** The search box, once the list has arrived. */
export async function searchBox() {
  await screen.findByRole('list', { name: /(found|পাওয়া গেছে)$/ });
  return screen.getByRole('searchbox');
}

/** The titles of the cards in `list`, in order. */
export const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
