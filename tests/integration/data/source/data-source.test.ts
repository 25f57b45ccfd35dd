import { collection, getDocs, Timestamp } from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  photoCollections,
  submissionCollections,
  type ReadableCollection,
} from '../../../../src/shared/collections';
import { listCollections } from '../../../../src/shared/catalogue-lists';
import type { DataSource } from '../../../../src/data/source/data-source';
import { demoCatalogue } from '../../../../src/shared/demo-catalogue';
import {
  createLocalDataSource,
  localSubmissionsKey,
  type LocalSubmission,
} from '../../../../src/data/source/adapters/local/local-data-source';
import { seedCollection } from '../../../support/firestore-emulator/seed';
import {
  connectTestFirestore,
  type TestFirestore,
  buildReads,
  visitorSource,
} from '../../../support/firestore-emulator/test-firestore';
import { MemoryStorage } from '../../../support/memory-storage';

const readable: ReadableCollection[] = [
  ...Object.values(listCollections),
  ...Object.values(photoCollections),
];

interface AdapterUnderTest {
  source: DataSource;
  /**
   * What arrived in a written collection, as the centre's staff would find it: the fields given,
   * without the times Firestore's records carry for the rules and the TTL policy.
   */
  submissions(collection: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** Each adapter, holding the same demo catalogue: bundled in one, seeded into the emulator in the other. */
const adapters: Record<string, () => Promise<AdapterUnderTest>> = {
  local: async () => {
    const storage = new MemoryStorage();
    return {
      source: createLocalDataSource(storage),
      submissions: async (name) =>
        (JSON.parse(storage.getItem(localSubmissionsKey(name)) ?? '[]') as LocalSubmission[]).map(
          (submission) => submission.fields,
        ),
      close: async () => {},
    };
  },
  firestore: async () => {
    const firestore: TestFirestore = connectTestFirestore();
    for (const name of readable)
      await seedCollection(firestore.admin, name, await demoCatalogue[name]());
    return {
      // A visitor's client, the rules applying, except that whole collections are read with
      // credentials, as the build does: the rules let a visitor read single documents, the
      // published lists and a page of photos (tests/integration/firestore.rules.test.ts).
      source: { ...visitorSource(firestore), readCollection: buildReads(firestore) },
      submissions: async (name) =>
        (await getDocs(collection(firestore.admin, name))).docs.map((snapshot) => {
          const { createdAt, expiresAt, ...fields } = snapshot.data();
          expect([createdAt, expiresAt]).toEqual([expect.any(Timestamp), expect.any(Timestamp)]);
          return fields;
        }),
      close: firestore.cleanup,
    };
  },
};

describe.each(Object.keys(adapters))('the %s data source', (kind) => {
  let adapter: AdapterUnderTest;
  beforeEach(async () => {
    adapter = await (adapters[kind] as () => Promise<AdapterUnderTest>)();
  });
  afterEach(async () => {
    await adapter.close();
  });

  it.each(readable)('reads every document of %s with its fields', async (name) => {
    const expected = await demoCatalogue[name]();
    const documents = await adapter.source.readCollection(name, 2500);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...documents].sort(byId)).toEqual([...expected].sort(byId));
  });

  it('reads no more documents than the cap', async () => {
    expect(await adapter.source.readCollection('Labtest', 7)).toHaveLength(7);
    expect(await adapter.source.readCollection('GeneralPackage', 2)).toHaveLength(2);
  });

  it('reads one document by id, and null for an id that does not exist', async () => {
    const [first] = await demoCatalogue.DiabeticPackage();
    expect(first).toBeDefined();
    expect(await adapter.source.readDocument('DiabeticPackage', first?.id ?? '')).toEqual(first);
    expect(await adapter.source.readDocument('DiabeticPackage', 'no-such-package')).toBeNull();
  });

  it('stores a written record with the fields given, and returns its id', async () => {
    const { name } = submissionCollections.homeSampleEnquiry;
    const fields = {
      title: 'Rina Das',
      mobile: '9800000000',
      pin: '741101',
      city: 'Krishnanagar',
      enquiry: 'Lipid profile',
      status: 'Available',
    };
    const id = await adapter.source.addDocument(name, fields);
    const again = await adapter.source.addDocument(name, fields);
    expect(id).not.toBe(again);
    expect(await adapter.submissions(name)).toEqual([fields, fields]);
    expect(await adapter.submissions(submissionCollections.feedback.name)).toEqual([]);
  });
});
