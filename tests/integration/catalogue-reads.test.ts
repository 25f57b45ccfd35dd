import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFirestoreDataSource } from '../../src/data/adapters/firestore';
import type { DataSource } from '../../src/data/data-source';
import { generateLabTests } from '../support/fixtures/generate-lab-tests';
import { seedCollection } from '../support/firestore-emulator/seed';
import {
  connectTestFirestore,
  publishedReaderFor,
  type TestFirestore,
} from '../support/firestore-emulator/test-firestore';

/** Counts the documents the site reads from Firestore, as the project's bill would. */
const reads = { documents: 0 };
let firestore: TestFirestore;
let source: DataSource;

vi.mock('../../src/data/select-data-source', () => ({
  getDataSource: async () => source,
  getPublishedReader: async () => publishedReaderFor(firestore),
}));

beforeAll(async () => {
  firestore = connectTestFirestore();
  await seedCollection(firestore.admin, 'Labtest', [
    ...generateLabTests(2600),
    { id: '0-typed-by-hand', data: { name: 'Aaa Hand-typed Test', price: '₹ 1,200', mrp: 'n/a' } },
    { id: '0-nameless', data: { price: 300 } },
  ]);
  const firestoreSource = createFirestoreDataSource(firestore.db);
  source = {
    ...firestoreSource,
    async readCollection(name, cap) {
      const documents = await firestoreSource.readCollection(name, cap);
      reads.documents += documents.length;
      return documents;
    },
  };
});

afterAll(async () => {
  await firestore.cleanup();
});

describe('the lab test list from Firestore', () => {
  it('reads at most 2,500 tests, parses them leniently, and reads nothing on the second visit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { labTests: listLabTests } = (await import('../../src/data/catalogue')).catalogueLists;

    const { items: tests, updatedAt } = await listLabTests();
    expect(updatedAt).toBeNull();
    expect(reads.documents).toBe(2500);
    // Firestore returns documents in id order, so the two hand-typed ones ('0-…') are within the cap.
    expect(tests.find((test) => test.id === '0-typed-by-hand')).toMatchObject({
      name: 'Aaa Hand-typed Test',
      price: 1200,
      mrp: null,
    });
    expect(tests).toHaveLength(2499);
    const names = tests.map((test) => test.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    );

    const again = await listLabTests();
    expect(again.items).toBe(tests);
    expect(reads.documents).toBe(2500);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Labtest: 1 document\(s\).*0-nameless$/);
  });
});
