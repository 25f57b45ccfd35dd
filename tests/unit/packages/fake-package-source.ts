import { vi } from 'vitest';
import type { ReadableCollection } from '../../../src/data/collections';
import type { DataSource, RawDocument } from '../../../src/data/data-source';

export type FakeCollections = Partial<Record<ReadableCollection, RawDocument[]>>;

/**
 * A data source holding the given documents, whose reads a test can count, fail or hold back.
 * Hand it to the mocked `getDataSource` (see render-packages.tsx).
 */
export function createFakeSource(collections: FakeCollections) {
  return {
    kind: 'local',
    readCollection: vi.fn<DataSource['readCollection']>(async (name, cap) =>
      (collections[name] ?? []).slice(0, cap),
    ),
    readDocument: vi.fn<DataSource['readDocument']>(
      async (name, id) => (collections[name] ?? []).find((document) => document.id === id) ?? null,
    ),
    addDocument: vi.fn<DataSource['addDocument']>(async () => undefined),
  } satisfies DataSource;
}

export type FakeSource = ReturnType<typeof createFakeSource>;
