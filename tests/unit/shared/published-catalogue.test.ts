import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../src/shared/demo-catalogue';
import { listCollections } from '../../../src/shared/catalogue-lists';
import type { RawDocument } from '../../../src/data/source/data-source';
import { listParsers } from '../../../src/shared/parsers/list-parsers';
import {
  CONFIRMATION_BOUND_HOURS,
  needsConfirming,
  readPublishedList,
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
      const live = documents.map((document) => parse(document)).filter((item) => item !== null);

      const published = readPublishedList(publishedList(collection, documents));
      // Parsed once, when published: the browser shows the items as they are.
      const served = published?.items();

      expect(served).toEqual(live);
      expect(served).not.toContainEqual(expect.objectContaining({ id: 'nameless' }));
    },
  );

  it('is served with the time of its last change and of its last confirmation', () => {
    const published = readPublishedList(
      publishedList(listCollections.labTests, handTyped, {
        updatedAt: '2026-11-24T06:00:00Z',
        confirmedAt: instant('2026-11-25T00:00:00Z'),
      }),
    );
    expect(published?.updatedAt).toBe('2026-11-24T06:00:00.000Z');
    expect(published?.confirmedAt).toBe(Date.parse('2026-11-25T00:00:00Z'));
    expect(published?.items().map(({ id }) => id)).toEqual(['typed', 'odd', 'dated']);
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
  ])('is served unconfirmed for %s: visitors may not read the collection', (_, changes) => {
    const published = readPublishedList(
      publishedList(listCollections.labTests, handTyped, changes),
    );
    expect(published?.items()).toHaveLength(3);
    expect(published?.confirmedAt).toBe(0);
  });

  it.each([
    ['no snapshot at all', null],
    ['another layout', { format: 2 }],
    ['no items map', { items: 'all of them' }],
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

  it('leaves out an item that is not what the function writes, never the whole list', () => {
    const document = publishedList(listCollections.labTests, handTyped);
    const items = document.data.items as Record<string, unknown>;
    items.broken = '{"name": "Half';
    items.number = 42;
    items.array = '["CBC"]';
    expect(
      readPublishedList(document)
        ?.items()
        .map(({ id }) => id),
    ).toEqual(['typed', 'odd', 'dated']);
  });
});
