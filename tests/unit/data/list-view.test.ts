import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RawDocument } from '../../../src/data/source/data-source';
import { exactMatches } from '../../../src/shared/name-search';
import { resetFakeSource } from '../../support/fake-data-source';

vi.mock(
  '../../../src/data/source/select-data-source',
  () => import('../../support/fake-data-source'),
);

const documents: RawDocument[] = [
  { id: 'thyroid', data: { name: 'Thyroid Profile', name_bn: 'থাইরয়েড প্রোফাইল', price: 600 } },
  { id: 'cbc', data: { name: 'Complete Blood Count (CBC)', price: 350 } },
  { id: 'amh', data: { name: 'Anti-Müllerian Hormone', price: 1800 } },
  // A second test of one name: the staff tools made its id from another spelling.
  { id: 'thyroid-profile-old', data: { name: 'Thyroid Profile', price: 650 } },
];

/** A list's screen on a fresh visit (the loaders keep what they read for a whole visit). */
async function listScreen(language: 'en' | 'bn') {
  const { useCatalogueList } = await import('../../../src/data/list-view');
  const rendered = renderHook(() => useCatalogueList('labTests', language));
  await waitFor(() => expect(rendered.result.current.status).toBe('ready'));
  const { current } = rendered.result;
  if (current.status !== 'ready') throw new Error('The list did not load');
  return { ...rendered, view: current.data };
}

describe('a list as its screen reads it', () => {
  beforeEach(() => {
    vi.resetModules();
    resetFakeSource({ Labtest: documents });
  });

  it('hands over the items by name, each carrying the slug of its own page', async () => {
    const { view } = await listScreen('en');
    expect(view.items.map(({ name, slug }) => [name, slug])).toEqual([
      ['Anti-Müllerian Hormone', 'anti-mullerian-hormone'],
      ['Complete Blood Count (CBC)', 'complete-blood-count-cbc'],
      ['Thyroid Profile', 'thyroid-profile'],
      ['Thyroid Profile', 'thyroid-profile-2'],
    ]);
    expect(view.read.items).toHaveLength(4);
  });

  it('orders a Bengali reader’s list by the Bengali names first', async () => {
    const { view } = await listScreen('bn');
    expect(view.items.map(({ id }) => id)).toEqual([
      'thyroid',
      'amh',
      'cbc',
      'thyroid-profile-old',
    ]);
  });

  it('hands over search keys that find a name as folded, in both languages', async () => {
    const { view } = await listScreen('en');
    expect(exactMatches(view.keys, 'mullerian').map(({ id }) => id)).toEqual(['amh']);
    expect(exactMatches(view.keys, 'থাইরয়েড').map(({ id }) => id)).toEqual(['thyroid']);
  });

  it('hands a screen drawn again the same items and keys, so its cards are not drawn again', async () => {
    const { result, rerender, view } = await listScreen('en');
    rerender();
    const again = result.current.status === 'ready' ? result.current.data : null;
    expect(again?.items).toBe(view.items);
    expect(again?.keys).toBe(view.keys);
  });
});
