import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type ReadableCollection } from '../../../src/shared/collections';
import { TEST_LIST_CAP } from '../../../src/shared/catalogue-lists';
import type { DataSource, RawDocument } from '../../../src/data/source/data-source';
import { generateLabTests } from '../../support/fixtures/generate-lab-tests';
import { seedCollection } from '../../support/firestore-emulator/seed';
import {
  connectTestFirestore,
  publishedReaderFor,
  type TestFirestore,
  buildReads,
  visitorSource,
} from '../../support/firestore-emulator/test-firestore';

/**
 * The five catalogue lists, read by the site's own loaders through the firestore adapter from
 * the official emulator, first as the build reads them (every document of the collection, with
 * credentials: the rules deny a visitor that), then as a visitor's browser does (the published
 * list, or the list the page was built with). Each collection holds a document typed by hand and
 * one with no name; the doctors one document more than the cap (the lab tests' own describe below
 * does the same for them), the others a few, since each loader's cap is checked where it is asked
 * for.
 */
let firestore: TestFirestore;
let source: DataSource;
const requested: [ReadableCollection, number][] = [];
const reader = { mayList: true };

vi.mock('../../../src/data/source/select-data-source', () => ({
  getDataSource: async () => source,
  getPublishedReader: async () => publishedReaderFor(firestore),
  mayListCatalogue: () => reader.mayList,
}));

/** The adapter as the build uses it: the rules do not bind the staff tools' credentials. */
const asTheBuild = (firestore: TestFirestore) => ({
  ...visitorSource(firestore),
  readCollection: buildReads(firestore),
});

const overCap = TEST_LIST_CAP + 1;

/** Ids starting '0-' come first in Firestore's id order, so they are always inside the cap. */
const seeded = {
  Labtest: [
    {
      id: '0-hand',
      data: {
        name: 'Aaa Lipid Profile',
        pti: 12,
        delivery: 'Same day',
        mrp: '650',
        off: '20%',
        price: '₹ 520',
      },
    },
    ...generateLabTests(3),
  ],
  AllDoctor: [
    {
      id: '0-hand',
      data: {
        name: 'Aaa Dr. Asha Rao',
        img: 'https://example.com/asha.jpg',
        des: 'Consultant Physician',
        degree: 'MBBS, MD',
        reg: 'WBMC 00123',
        des2: 'Ex-Senior Resident',
        date: 'Mondays',
        upcoming: '25 November',
        fees: 500,
        link: 'https://www.youtube.com/watch?v=abc',
        text: 'Fever and sugar.',
      },
    },
    ...Array.from({ length: overCap }, (_, index) => ({
      id: `doctor-${index}`,
      data: { name: `Dr. Test ${index}`, fees: '₹ 300' },
    })),
  ],
  Radiology: listedTests('USG Whole Abdomen'),
  Cardiology: listedTests('ECG (12-Lead Resting)'),
  Neurology: listedTests('EEG (Routine)'),
} satisfies Partial<Record<ReadableCollection, RawDocument[]>>;

function listedTests(handTypedName: string): RawDocument[] {
  return [
    { id: '0-hand', data: { name: `Aaa ${handTypedName}`, pti: 'Fasting 6 hours', delivery: 2 } },
    ...Array.from({ length: 3 }, (_, index) => ({
      id: `test-${index}`,
      data: { name: `Test ${index}`, pti: '', delivery: 'Same day' },
    })),
  ];
}

const nameless: RawDocument = { id: '0-nameless', data: { pti: 'nothing else' } };

describe('the catalogue lists from Firestore, as the build reads them', () => {
  beforeAll(async () => {
    firestore = connectTestFirestore();
    for (const [collection, documents] of Object.entries(seeded)) {
      await seedCollection(firestore.admin, collection, [nameless, ...documents]);
    }
    const firestoreSource = asTheBuild(firestore);
    source = {
      ...firestoreSource,
      readCollection(collection, cap) {
        requested.push([collection, cap]);
        return firestoreSource.readCollection(collection, cap);
      },
    };
  }, 120_000);

  afterAll(async () => {
    await firestore.cleanup();
  });

  it.each([
    ['labTests', 'Labtest', 4],
    ['doctors', 'AllDoctor', TEST_LIST_CAP - 1],
    ['radiology', 'Radiology', 4],
    ['cardiology', 'Cardiology', 4],
    ['neurology', 'Neurology', 4],
  ] as const)('the %s list reads %s with the cap of 2,500', async (list, collection, shown) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const catalogue = await import('../../../src/data/catalogue');

    const { items } = await catalogue.catalogueLists[list]();

    expect(requested).toContainEqual([collection, TEST_LIST_CAP]);
    // Everything read but the nameless document; for the doctors, 2,500 of the 2,503 stored.
    expect(items).toHaveLength(shown);
    expect(items.some((item) => item.id === '0-nameless')).toBe(false);
    expect(items[0]?.id).toBe('0-hand');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`${collection}: 1 document`));
  });

  it('parses what staff typed into the fields each page shows', async () => {
    const catalogue = await import('../../../src/data/catalogue');

    expect((await catalogue.catalogueLists.labTests()).items[0]).toEqual({
      id: '0-hand',
      name: 'Aaa Lipid Profile',
      pti: '12',
      delivery: 'Same day',
      // A phrase the glossary knows gets its Bengali twin when the list is parsed.
      delivery_bn: 'একই দিনে',
      mrp: 650,
      off: 20,
      price: 520,
    });
    expect((await catalogue.catalogueLists.doctors()).items[0]).toEqual({
      id: '0-hand',
      ...seeded.AllDoctor[0]?.data,
      fees: '500',
    });
    expect((await catalogue.catalogueLists.cardiology()).items[0]).toEqual({
      id: '0-hand',
      name: 'Aaa ECG (12-Lead Resting)',
      pti: 'Fasting 6 hours',
      delivery: '2',
      // Cardiology is priced as lab tests are; a document without prices says so.
      mrp: null,
      off: null,
      price: null,
    });
  });

  it('reads nothing more when a list is shown again in the same visit', async () => {
    const catalogue = await import('../../../src/data/catalogue');
    await catalogue.catalogueLists.radiology();
    const before = requested.length;

    await catalogue.catalogueLists.radiology();
    await catalogue.catalogueLists.doctors();

    expect(requested).toHaveLength(before);
  });
});

/** Counts the documents the site reads from Firestore, as the project's bill would. */
const reads = { documents: 0 };

describe('the lab test list from Firestore, as the build reads it', () => {
  beforeAll(async () => {
    // A new visit: the loaders of the describe above keep what they read.
    vi.resetModules();
    firestore = connectTestFirestore();
    await seedCollection(firestore.admin, 'Labtest', [
      ...generateLabTests(2600),
      {
        id: '0-typed-by-hand',
        data: { name: 'Aaa Hand-typed Test', price: '₹ 1,200', mrp: 'n/a' },
      },
      { id: '0-nameless', data: { price: 300 } },
    ]);
    const firestoreSource = asTheBuild(firestore);
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

  it('reads at most 2,500 tests, parses them leniently, and reads nothing on the second visit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { labTests: listLabTests } = (await import('../../../src/data/catalogue')).catalogueLists;

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

describe('the lists in a visitor’s browser (Firebase mode)', () => {
  beforeAll(async () => {
    vi.resetModules();
    reader.mayList = false;
    firestore = connectTestFirestore();
    await seedCollection(firestore.admin, 'Cardiology', seeded.Cardiology);
    await seedCollection(firestore.admin, 'GeneralPackage', [
      { id: 'added-after-the-deploy', data: { name: 'Winter Wellness Check', price: 999 } },
    ]);
    source = visitorSource(firestore);
  });

  afterAll(async () => {
    reader.mayList = true;
    await firestore.cleanup();
  });

  it('may not list a catalogue collection: the rules refuse it', async () => {
    await expect(source.readCollection('Cardiology', TEST_LIST_CAP)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('reads a package added since the deploy by its id', async () => {
    const { getPackage } = await import('../../../src/data/packages');
    expect(await getPackage('general', 'added-after-the-deploy')).toMatchObject({
      name: 'Winter Wellness Check',
    });
  });

  it('has no list to show while none is published: the page offers Retry and a call', async () => {
    const { catalogueLists } = await import('../../../src/data/catalogue');
    await expect(catalogueLists.cardiology()).rejects.toThrow('No published Cardiology list');
  });

  it('reads the published list once it is there, with its confirmation', async () => {
    vi.resetModules();
    const { publishList } = await import('../../../src/shared/admin/published-lists');
    const { openFirestore } = await import('../../../scripts/staff/lib/firestore-target');
    const staff = openFirestore({
      kind: 'emulator',
      host: inject('firestoreEmulatorHost'),
      projectId: firestore.projectId,
    });
    try {
      await publishList(staff.db, 'Cardiology');
    } finally {
      await staff.close();
    }
    const { catalogueLists } = await import('../../../src/data/catalogue');

    const list = await catalogueLists.cardiology();
    expect(list.items.map(({ name }) => name)).toContain('Aaa ECG (12-Lead Resting)');
    expect(list.updatedAt).not.toBeNull();
    // Published, but no function has answered it: shown, with the call to confirm.
    expect(list.confirmedAt).toBe(0);
  });
});
