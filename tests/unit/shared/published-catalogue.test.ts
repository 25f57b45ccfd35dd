import { describe, expect, it, vi } from 'vitest';
import { demoCatalogue } from '../../../src/shared/demo-catalogue';
import { listCollections } from '../../../src/shared/catalogue-lists';
import type { RawDocument } from '../../../src/data/source/data-source';
import { listParsers } from '../../../src/shared/parsers/list-parsers';
import { packItems } from '../../../src/shared/admin/packed-items';
import {
  CONFIRMATION_BOUND_HOURS,
  isLongText,
  needsConfirming,
  readPublishedList,
  SNAPSHOT_FORMAT,
} from '../../../src/shared/published-catalogue';
import { instant, publishedList } from '../../support/fixtures/published-lists';

const handTyped: RawDocument[] = [
  { id: 'typed', data: { name: '  Lipid Profile ', mrp: '1,200', off: '25%', price: '₹ 900' } },
  { id: 'odd', data: { name: 'CBC', delivery: 24, mrp: true, pti: ['?'], extra: 'ignored' } },
  { id: 'dated', data: { name: 'Dr. A. Sen', date: instant('2026-12-01T00:00:00Z'), fees: 500 } },
  { id: 'nameless', data: { price: 300 } },
];

describe('a list published for visitors', () => {
  it.each(Object.values(listCollections))(
    'shows the same %s items as the collection itself, hand-typed oddities included',
    async (collection) => {
      const documents = [...(await demoCatalogue[collection]()), ...handTyped];
      const parse: (document: RawDocument) => object | null = listParsers[collection];
      // A test's long texts are shown on its own page only: its published item leaves them out.
      const live = documents
        .map((document) => parse(document))
        .filter((item) => item !== null)
        .map((item) =>
          Object.fromEntries(Object.entries(item).filter(([key]) => !isLongText(key))),
        );

      const published = readPublishedList(publishedList(collection, documents));
      // Parsed once, when published: the browser shows the items as they are.
      const served = await published?.items();

      expect(served).toEqual(live);
      expect(served).not.toContainEqual(expect.objectContaining({ id: 'nameless' }));
    },
  );

  it('is served with the time of its last change and of its last confirmation', async () => {
    const published = readPublishedList(
      publishedList(listCollections.labTests, handTyped, {
        updatedAt: '2026-11-24T06:00:00Z',
        confirmedAt: instant('2026-11-25T00:00:00Z'),
      }),
    );
    expect(published?.updatedAt).toBe('2026-11-24T06:00:00.000Z');
    expect(published?.confirmedAt).toBe(Date.parse('2026-11-25T00:00:00Z'));
    expect((await published?.items())?.map(({ id }) => id)).toEqual(['typed', 'odd', 'dated']);
  });

  it('counts from its publish, once answered, when no confirmation has come yet (an older snapshot)', () => {
    const published = readPublishedList(publishedList(listCollections.labTests, handTyped));
    expect(published?.confirmedAt).toBe(Date.parse('2026-11-20T04:30:00Z'));
  });

  it.each([
    ['a publish no function has answered', { followedSince: null }],
    [
      'an answer to an earlier publish',
      { followedSince: instant('2026-11-01T00:00:00Z'), publishedAt: '2026-11-20T00:00:00Z' },
    ],
    ['a snapshot marked stale by the function', { staleSince: instant('2026-11-21T00:00:00Z') }],
  ])('is served unconfirmed for %s: visitors may not read the collection', async (_, changes) => {
    const published = readPublishedList(
      publishedList(listCollections.labTests, handTyped, changes),
    );
    expect(await published?.items()).toHaveLength(3);
    expect(published?.confirmedAt).toBe(0);
  });

  it.each([
    ['no snapshot at all', null],
    ['another layout', { format: SNAPSHOT_FORMAT - 1 }],
    ['items of the earlier layout, a map of texts', { items: { cbc: '{"name":"CBC"}' } }],
    ['no items', { items: 'all of them' }],
    ['no time of change', { updatedAt: null }],
  ])('is not served for %s', (_, changes) => {
    const document =
      changes === null ? null : publishedList(listCollections.labTests, handTyped, changes);
    expect(readPublishedList(document)).toBeNull();
  });

  it(`asks visitors to call once its confirmation is more than ${CONFIRMATION_BOUND_HOURS} hours old, or when it has none`, () => {
    const confirmed = Date.parse('2026-11-25T00:00:00Z');
    const hours = (count: number) => confirmed + count * 60 * 60 * 1000;
    expect(needsConfirming(confirmed, hours(CONFIRMATION_BOUND_HOURS))).toBe(false);
    expect(needsConfirming(confirmed, hours(CONFIRMATION_BOUND_HOURS + 0.01))).toBe(true);
    expect(needsConfirming(0, hours(0))).toBe(true);
    // Read from the collection itself: the demo catalogue, or the build.
    expect(needsConfirming(undefined, hours(1000))).toBe(false);
  });

  it('unpacks its items from bytes the REST reader decodes and from the web SDK’s Bytes alike', async () => {
    const { data } = publishedList(listCollections.labTests, handTyped);
    const packed = new Uint8Array(data.items as Uint8Array);
    const asBytes = { toUint8Array: () => packed };
    for (const items of [packed, asBytes]) {
      const served = await readPublishedList({ id: 'Labtest', data: { ...data, items } })?.items();
      expect(served?.map(({ id }) => id)).toEqual(['typed', 'odd', 'dated']);
    }
  });

  it('is not served in a browser that cannot unpack it, which keeps the list it was built with', () => {
    vi.stubGlobal('DecompressionStream', undefined);
    try {
      expect(readPublishedList(publishedList(listCollections.labTests, handTyped))).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fails to give items that are not gzipped JSON, so that the page keeps the list it has', async () => {
    const document = publishedList(listCollections.labTests, handTyped, {
      items: new TextEncoder().encode('{"cbc":{"name":"CBC"}}'),
    });
    await expect(readPublishedList(document)?.items()).rejects.toThrow();
  });

  it('gives each item its page opens where the weekly count has them, whole counts only', async () => {
    const published = readPublishedList(
      publishedList(listCollections.labTests, handTyped, {
        opens: { typed: 12, odd: '7', dated: -1, gone: 30, nameless: 4 },
      }),
    );
    const opens = (await published?.items())?.map(({ id, opens }) => [id, opens]);
    expect(opens).toEqual([
      ['typed', 12],
      ['odd', undefined],
      ['dated', undefined],
    ]);
    expect((await published?.items())?.filter((item) => Object.hasOwn(item, 'opens'))).toHaveLength(
      1,
    );
  });

  it.each([null, 'many', [3, 4], { typed: Number.NaN, odd: 1.5, dated: Infinity }])(
    'reads opens of %j as none, and serves the list all the same',
    async (opens) => {
      const published = readPublishedList(
        publishedList(listCollections.labTests, handTyped, { opens }),
      );
      const items = await published?.items();
      expect(items?.map(({ id }) => id)).toEqual(['typed', 'odd', 'dated']);
      expect(items?.some((item) => Object.hasOwn(item, 'opens'))).toBe(false);
    },
  );

  it('tells a page whose items carry other opens, so it takes the new counts', async () => {
    const before = readPublishedList(
      publishedList(listCollections.labTests, handTyped, { opens: { typed: 3 } }),
    );
    const after = readPublishedList(
      publishedList(listCollections.labTests, handTyped, { opens: { typed: 5, odd: 1 } }),
    );
    const shown = (await before?.items()) ?? [];
    expect(before?.hasOpensOf(shown)).toBe(true);
    expect(after?.hasOpensOf(shown)).toBe(false);
    expect(after?.updatedAt).toBe(before?.updatedAt);
  });

  it('leaves out an item that is not what the function writes, never the whole list', async () => {
    const document = publishedList(listCollections.labTests, handTyped);
    const items = packItems({
      typed: { name: 'Lipid Profile' },
      nameless: { price: 300 },
      blank: { name: '' },
      number: 42 as unknown as Record<string, unknown>,
      text: '{"name":"CBC"}' as unknown as Record<string, unknown>,
      array: ['CBC'] as unknown as Record<string, unknown>,
    });
    const served = await readPublishedList({
      ...document,
      data: { ...document.data, items },
    })?.items();
    expect(served).toEqual([{ id: 'typed', name: 'Lipid Profile' }]);
  });
});
