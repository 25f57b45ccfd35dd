import { randomBytes } from 'node:crypto';
import { Transaction, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  answerPublish,
  applyEdit,
  type EditOutcome,
  publishList,
  reconcileList,
} from '../../../../src/shared/admin/published-lists';
import { openFirestore, type OpenFirestore } from '../../../../scripts/staff/lib/firestore-target';
import { demoCatalogue } from '../../../../src/shared/demo-catalogue';
import { PUBLISHED_CATALOGUE, type ListCollection } from '../../../../src/shared/collections';
import type {
  DataSource,
  PublishedReader,
  RawDocument,
} from '../../../../src/data/source/data-source';
import { parseList } from '../../../../src/shared/parsers/list-parsers';
import {
  isLongText,
  readPublishedList,
  unpackItems,
} from '../../../../src/shared/published-catalogue';
import {
  connectTestFirestore,
  publishedReaderFor,
  type TestFirestore,
  visitorSource,
} from '../../../support/firestore-emulator/test-firestore';

/**
 * The published catalogue against the official emulator: the Cloud Function's handlers, called
 * as its trigger calls them after each write (the trigger itself runs end to end in the
 * Firebase-mode suite), and the site's data module reading what they leave, as a visitor would.
 */

let firestore: TestFirestore;
let staff: OpenFirestore;
let db: Firestore;
/** The documents the site has read from Firestore, as the project's bill counts them. */
const reads = { documents: 0 };
let source: DataSource;
let published: PublishedReader;

vi.mock('../../../../src/data/source/select-data-source', () => ({
  getDataSource: async () => source,
  getPublishedReader: async () => published,
  // A visitor's browser: firestore.rules deny it a catalogue collection whole.
  mayListCatalogue: () => false,
}));

beforeAll(() => {
  firestore = connectTestFirestore();
  staff = openFirestore({
    kind: 'emulator',
    host: inject('firestoreEmulatorHost'),
    projectId: firestore.projectId,
  });
  db = staff.db;
  const visitor = visitorSource(firestore);
  source = {
    ...visitor,
    async readCollection(name, cap) {
      const documents = await visitor.readCollection(name, cap);
      reads.documents += documents.length;
      return documents;
    },
  };
  const rest = publishedReaderFor(firestore);
  published = {
    async readPublished(list) {
      const document = await rest.readPublished(list);
      if (document !== null) reads.documents += 1;
      return document;
    },
    readSettings: () => rest.readSettings(),
  };
});

afterAll(async () => {
  await staff.close();
  await firestore.cleanup();
});

const LAB_TESTS: ListCollection = 'Labtest';

async function storedSnapshot(collection: ListCollection = LAB_TESTS) {
  return db.collection(PUBLISHED_CATALOGUE).doc(collection).get();
}

/** What the function does when the publish's own write reaches it. */
async function answerLatestPublish(collection: ListCollection = LAB_TESTS) {
  const written = await storedSnapshot(collection);
  return answerPublish(db, collection, { data: written.data(), updateTime: written.updateTime });
}

/** A staff edit in the console, then the function's handling of its event. */
async function edit(id: string, data: Record<string, unknown> | null) {
  const reference = db.collection(LAB_TESTS).doc(id);
  await (data === null ? reference.delete() : reference.set(data));
  return applyEdit(db, LAB_TESTS, id);
}

/** The published item of a test, as the site will unpack it; undefined when not in the list. */
async function publishedItem(id: string) {
  const data = (await storedSnapshot()).data();
  return (await unpackItems(data?.items))[id];
}

async function visitorsList() {
  vi.resetModules();
  const { labTests: listLabTests } = (await import('../../../../src/data/catalogue'))
    .catalogueLists;
  const before = reads.documents;
  const list = await listLabTests();
  const again = await listLabTests();
  expect(again).toBe(list);
  return { list, documentsRead: reads.documents - before };
}

async function seed(collection: string, documents: readonly RawDocument[]) {
  const batch = db.batch();
  for (const { id, data } of documents) batch.set(db.collection(collection).doc(id), data);
  await batch.commit();
}

describe('the published lab test list', () => {
  it('changes nothing before the first publish, and visitors have no list to read', async () => {
    await seed(LAB_TESTS, [{ id: 'cbc', data: { name: 'CBC', price: 300 } }]);
    expect(await applyEdit(db, LAB_TESTS, 'cbc')).toBe('unpublished');
    expect((await storedSnapshot()).exists).toBe(false);

    vi.resetModules();
    const { catalogueLists } = await import('../../../../src/data/catalogue');
    await expect(catalogueLists.labTests()).rejects.toThrow('No published Labtest list');
    expect(reads.documents).toBe(0);
  });

  it('is served, one read a visit, and confirmed once the function has answered the publish', async () => {
    const demo = await demoCatalogue.Labtest();
    await seed(LAB_TESTS, [
      ...demo,
      { id: 'typed', data: { name: 'Aaa Hand-typed', price: '₹ 1,200', mrp: 'n/a', off: '10%' } },
      { id: 'nameless', data: { price: 10 } },
    ]);
    const { count } = (await db.collection(LAB_TESTS).count().get()).data();
    const summary = await publishList(db, LAB_TESTS);
    expect(summary).toMatchObject({ items: count - 1, skipped: ['nameless'] });

    // Published but not answered (no function deployed): served, but not confirmed.
    const unanswered = await visitorsList();
    expect(unanswered.documentsRead).toBe(1);
    expect(unanswered.list.confirmedAt).toBe(0);

    expect(await answerLatestPublish()).toBe(true);
    expect(await answerLatestPublish()).toBe(false);
    const served = await visitorsList();
    expect(served.documentsRead).toBe(1);
    const stored = (await storedSnapshot()).data();
    expect(served.list.updatedAt).toBe(stored?.updatedAt.toDate().toISOString());
    expect(served.list.confirmedAt).toBe(stored?.publishedAt.toMillis());
    // The same cards as the collection itself gives, less the long texts only a test's page shows.
    const collection = (await db.collection(LAB_TESTS).get()).docs.map((document) => ({
      id: document.id,
      data: document.data(),
    }));
    expect(served.list.items).toEqual(
      parseList<{ id: string; name: string }>('labTests', collection).map((item) =>
        Object.fromEntries(Object.entries(item).filter(([key]) => !isLongText(key))),
      ),
    );
    expect(served.list.items.find(({ id }) => id === 'typed')).toMatchObject({
      price: 1200,
      mrp: null,
      off: 10,
    });
  });

  it('follows a create, an update and a delete, reading three documents for each', async () => {
    const get = vi.spyOn(Transaction.prototype, 'get');
    const updatedAt = async () => (await storedSnapshot()).data()?.updatedAt.toMillis() as number;
    let last = await updatedAt();

    expect(await edit('new-test', { name: 'Vitamin B12', mrp: '900', price: '₹ 720' })).toBe(
      'applied',
    );
    expect(await publishedItem('new-test')).toMatchObject({ name: 'Vitamin B12', price: 720 });
    expect(await updatedAt()).toBeGreaterThan(last);
    last = await updatedAt();

    expect(await edit('new-test', { name: 'Vitamin B12', mrp: '900', price: '1,500' })).toBe(
      'applied',
    );
    expect(await publishedItem('new-test')).toMatchObject({ price: 1500 });
    expect(await updatedAt()).toBeGreaterThan(last);

    expect(await edit('new-test', null)).toBe('applied');
    expect(await publishedItem('new-test')).toBeUndefined();

    // Three reads per edit, the edited document itself, the snapshot, whose compressed items
    // are rewritten whole, and staff's glossary phrases; never the collection.
    expect(get.mock.calls.map(([target]) => ('path' in target ? target.path : 'a query'))).toEqual(
      Array.from({ length: 3 }, () => [
        'Labtest/new-test',
        'PublishedCatalogue/Labtest',
        'SiteSettings/glossary',
      ]).flat(),
    );
  });

  it('drops a document edited into one the list cannot show, and keeps the rest', async () => {
    await edit('cbc', { name: 'Complete Blood Count', price: 350 });
    expect(await publishedItem('cbc')).toMatchObject({ name: 'Complete Blood Count' });
    expect(await edit('cbc', { name: '   ', price: 350 })).toBe('applied');
    expect(await publishedItem('cbc')).toBeUndefined();
    const { list, documentsRead } = await visitorsList();
    expect(documentsRead).toBe(1);
    expect(list.items.some(({ name }) => name === 'Aaa Hand-typed')).toBe(true);
  });

  it('takes a burst of 50 edits, and the later of two quick edits always wins', async () => {
    const ids = Array.from({ length: 50 }, (_, index) => `burst-${index}`);
    const started = performance.now();
    // As many at once as the function runs instances (maxInstances, functions/src/index.ts), each
    // rewriting the one snapshot: Firestore makes the contending transactions take turns, which
    // the emulator's locks make slow (about half a second an edit, against 50 ms one at a time).
    const AT_ONCE = 10;
    const outcomes: EditOutcome[] = [];
    for (let first = 0; first < ids.length; first += AT_ONCE) {
      const wave = ids.slice(first, first + AT_ONCE).map((id, offset) => {
        const index = first + offset;
        return edit(id, { name: `Burst Test ${index}`, price: 100 + index });
      });
      outcomes.push(...(await Promise.all(wave)));
    }
    const seconds = (performance.now() - started) / 1000;
    expect(outcomes.every((outcome) => outcome === 'applied')).toBe(true);
    for (const [index, id] of ids.entries()) {
      expect(await publishedItem(id)).toMatchObject({ price: 100 + index });
    }
    console.info(`50 edits applied to the published list in ${seconds.toFixed(1)} s`);

    // Two edits before the first one's event is handled: both handlers read the document as it
    // is now, so the snapshot ends with the later price whichever finishes last.
    const reference = db.collection(LAB_TESTS).doc('burst-0');
    await reference.set({ name: 'Burst Test 0', price: 111 });
    await reference.set({ name: 'Burst Test 0', price: 222 });
    await Promise.all([applyEdit(db, LAB_TESTS, 'burst-0'), applyEdit(db, LAB_TESTS, 'burst-0')]);
    expect(await publishedItem('burst-0')).toMatchObject({ price: 222 });
  }, 120_000);

  it('is marked stale when an edit cannot be applied, and confirmed again once reconciled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Two long texts that gzip cannot shrink much fill the snapshot close to Firestore's 1 MiB
    // limit for one document, past the budget, which the function reports.
    const long = () => randomBytes(450_000).toString('base64');
    await edit('long-a', { name: 'Long A', pti: long() });
    await edit('long-b', { name: 'Long B', pti: long() });
    expect(console.error).toHaveBeenLastCalledWith(
      expect.stringMatching(/^The published Labtest list is \d+ KiB compressed, over its budget/),
    );
    expect((await visitorsList()).documentsRead).toBe(1);

    expect(await edit('long-c', { name: 'Long C', pti: long() })).toBe('stale');
    expect((await storedSnapshot()).data()?.staleSince).not.toBeNull();
    // Still served, one read, but not as confirmed: visitors are asked to call.
    const stale = await visitorsList();
    expect(stale.documentsRead).toBe(1);
    expect(stale.list.confirmedAt).toBe(0);
    expect(stale.list.items.some(({ name }) => name === 'Long C')).toBe(false);

    await db.collection(LAB_TESTS).doc('long-c').delete();
    await db.collection(LAB_TESTS).doc('long-b').delete();
    expect(await reconcileList(db, LAB_TESTS)).toBe('republished');
    const reconciled = await visitorsList();
    expect(reconciled.documentsRead).toBe(1);
    expect(reconciled.list.confirmedAt).toBeGreaterThan(0);
    expect(reconciled.list.items.some(({ name }) => name === 'Long B')).toBe(false);
    await db.collection(LAB_TESTS).doc('long-a').delete();
    await reconcileList(db, LAB_TESTS);
  });

  it('is republished when an edit’s event was lost, and its own write does not wake it again', async () => {
    const before = (await storedSnapshot()).data();
    // A console edit whose event never reached the function.
    await db.collection(LAB_TESTS).doc('missed').set({ name: 'Missed Edit Test', price: 450 });
    expect(await publishedItem('missed')).toBeUndefined();

    expect(await reconcileList(db, LAB_TESTS)).toBe('republished');
    expect(await publishedItem('missed')).toMatchObject({ price: 450 });
    const after = (await storedSnapshot()).data();
    expect(after?.updatedAt.toMillis()).toBeGreaterThan(before?.updatedAt.toMillis());
    expect(after?.confirmedAt.toMillis()).toBe(after?.updatedAt.toMillis());
    // The reconciliation's write reaches followCatalogue as a write to the snapshot: answered
    // without a write, so it cannot wake the function again.
    expect(await answerLatestPublish()).toBe(false);

    // Nothing missed: confirmed, the prices' date unchanged.
    expect(await reconcileList(db, LAB_TESTS)).toBe('confirmed');
    const confirmed = (await storedSnapshot()).data();
    expect(confirmed?.updatedAt.toMillis()).toBe(after?.updatedAt.toMillis());
    expect(confirmed?.confirmedAt.toMillis()).toBeGreaterThan(after?.confirmedAt.toMillis());
    expect((await visitorsList()).list.confirmedAt).toBe(confirmed?.confirmedAt.toMillis());
  });

  it("gives the Bengali of staff's own glossary phrases, and takes a changed phrase when reconciled", async () => {
    await seed(LAB_TESTS, [
      { id: 'culture', data: { name: 'Blood Culture', delivery: 'Report in 5 working days' } },
    ]);
    const phrases = db.collection('SiteSettings').doc('glossary');
    await phrases.set({ 'Report in 3 working days': '৩ কাজের দিনে রিপোর্ট' });
    await publishList(db, LAB_TESTS);
    await answerLatestPublish();
    expect(await publishedItem('culture')).toMatchObject({
      delivery: 'Report in 5 working days',
      delivery_bn: '৫ কাজের দিনে রিপোর্ট',
    });

    await phrases.set({ 'Report in 3 working days': '৩টি কাজের দিনের মধ্যে রিপোর্ট' });
    expect(await reconcileList(db, LAB_TESTS)).toBe('republished');
    expect(await publishedItem('culture')).toMatchObject({
      delivery_bn: '৫টি কাজের দিনের মধ্যে রিপোর্ট',
    });

    await phrases.delete();
    expect(await reconcileList(db, LAB_TESTS)).toBe('republished');
    expect(await publishedItem('culture')).not.toHaveProperty('delivery_bn');
  });

  it('publishes a list never published, confirmed at once', async () => {
    await seed('Neurology', [{ id: 'eeg', data: { name: 'EEG (Routine)' } }]);
    expect(await reconcileList(db, 'Neurology')).toBe('published');
    const data = (await storedSnapshot('Neurology')).data() ?? {};
    expect(readPublishedList({ id: 'Neurology', data })?.confirmedAt).toBeGreaterThan(0);
    expect(await answerLatestPublish('Neurology')).toBe(false);
  });

  it('is left to the next publish when a later write overtook the publish being answered', async () => {
    await publishList(db, LAB_TESTS);
    const published = await storedSnapshot();
    await edit('cbc', { name: 'CBC', price: 320 });
    // The publish's own event, arriving after the edit's: its precondition fails, and the edit's
    // event answers instead.
    expect(
      await answerPublish(db, LAB_TESTS, {
        data: published.data(),
        updateTime: published.updateTime,
      }),
    ).toBe(false);
    expect(
      readPublishedList({ id: LAB_TESTS, data: (await storedSnapshot()).data() ?? {} })
        ?.confirmedAt,
    ).toBe(0);
    expect(await answerLatestPublish()).toBe(true);
    expect((await visitorsList()).list.items.find(({ id }) => id === 'cbc')?.price).toBe(320);
  });
});
