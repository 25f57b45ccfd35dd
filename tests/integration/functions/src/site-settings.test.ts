import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { publishSettings } from '../../../../src/shared/admin/site-settings';
import { publishList } from '../../../../src/shared/admin/published-lists';
import { openFirestore, type OpenFirestore } from '../../../../scripts/staff/lib/firestore-target';
import {
  PUBLISHED_CATALOGUE,
  PUBLISHED_SETTINGS,
  PUBLISHED_SETTINGS_ID,
  SITE_SETTINGS,
} from '../../../../src/shared/collections';
import {
  readPublishedSettings,
  SETTINGS_MAX_BYTES,
  tooLargeProblem,
} from '../../../../src/shared/published-settings';
import {
  connectTestFirestore,
  publishedReaderFor,
  type TestFirestore,
} from '../../../support/firestore-emulator/test-firestore';

/**
 * The published settings against the official emulator: the Cloud Function's handler, called as
 * its trigger calls it after a write to SiteSettings (the trigger itself runs end to end in the
 * Firebase-mode suite), and the site's REST reader getting what it leaves, as a visitor would,
 * under firestore.rules.
 */

let firestore: TestFirestore;
let staff: OpenFirestore;
let db: Firestore;

beforeAll(() => {
  firestore = connectTestFirestore();
  staff = openFirestore({
    kind: 'emulator',
    host: inject('firestoreEmulatorHost'),
    projectId: firestore.projectId,
  });
  db = staff.db;
});

afterAll(async () => {
  await staff.close();
  await firestore.cleanup();
});

beforeEach(async () => {
  for (const collection of [
    SITE_SETTINGS,
    PUBLISHED_SETTINGS,
    PUBLISHED_CATALOGUE,
    'Labtest',
    'Radiology',
    'GeneralPackage',
  ]) {
    const documents = await db.collection(collection).listDocuments();
    await Promise.all(documents.map((document) => document.delete()));
  }
});

/** A staff edit in the console, then the function's handling of its event. */
async function edit(section: string, data: Record<string, unknown> | null) {
  const reference = db.collection(SITE_SETTINGS).doc(section);
  await (data === null ? reference.delete() : reference.set(data));
  return publishSettings(db);
}

const stored = async () =>
  (await db.collection(PUBLISHED_SETTINGS).doc(PUBLISHED_SETTINGS_ID).get()).data();

/** What a visitor's browser reads: one REST get, no credentials. */
const visitorsSettings = async () =>
  readPublishedSettings(await publishedReaderFor(firestore).readSettings());

describe('the published settings', () => {
  it('are nothing to a visitor before staff write any', async () => {
    expect(await visitorsSettings()).toBeNull();
  });

  it('follow each edit of staff’s synonyms, in English and Bengali, and reach visitors', async () => {
    expect(await edit('synonyms', { typhoid: 'widal' })).toMatchObject({
      outcome: 'published',
      problems: [],
    });
    expect(await visitorsSettings()).toMatchObject({
      synonyms: { typhoid: ['widal'] },
      glossary: [],
    });

    await edit('synonyms', { typhoid: 'widal, enteric', জন্ডিস: ['bilirubin', 'lft'] });
    expect(await visitorsSettings()).toMatchObject({
      synonyms: { typhoid: ['widal', 'enteric'], জন্ডিস: ['bilirubin', 'lft'] },
      glossary: [],
    });

    // Deleted in the console: the section is back at its empty value, the built-in table alone.
    await edit('synonyms', null);
    expect(await visitorsSettings()).toMatchObject({ synonyms: {}, glossary: [] });
  });

  it('skip a bad entry and a document the site does not read, and tell staff in the document', async () => {
    await db.collection(SITE_SETTINGS).doc('notice').set({ text: 'Closed on Sunday' });
    const { outcome, problems } = await edit('synonyms', { sugar: 'glucose', fever: 42 });
    expect(outcome).toBe('published');
    const expected = [
      'SiteSettings/notice: not a setting the site reads (it reads synonyms, glossary, homeCollection, credentials, notices, place); left out.',
      'SiteSettings/synonyms "fever": skipped, its value must be text ("glucose, fbs") or a list of texts.',
    ];
    expect(problems).toEqual(expected);
    expect((await stored())?.problems).toEqual(expected);
    expect(await visitorsSettings()).toMatchObject({
      synonyms: { sugar: ['glucose'] },
      glossary: [],
    });
  });

  it('tell staff of a notice they must correct, and publish the others to visitors', async () => {
    const { outcome, problems } = await edit('notices', {
      puja: {
        start: '2026-10-19',
        end: '2026-10-21',
        text: 'Closed for Durga Puja',
        kind: 'closed',
      },
      camp: { start: '2026-10-25', end: '2026-10-20', text: 'Sugar test camp' },
      diwali: { start: 'Diwali', text: 'Closed for Diwali' },
    });
    expect(outcome).toBe('published');
    const expected = [
      'SiteSettings/notices "camp": skipped, its end (20/10/2026) is before its start (25/10/2026).',
      'SiteSettings/notices "diwali": skipped, its start "Diwali" is not a date such as 2026-11-01 or 1/11/2026.',
    ];
    expect(problems).toEqual(expected);
    expect((await stored())?.problems).toEqual(expected);
    expect((await visitorsSettings())?.notices).toEqual({
      puja: {
        start: '2026-10-19',
        end: '2026-10-21',
        text: 'Closed for Durga Puja',
        text_bn: '',
        kind: 'closed',
      },
    });
  });

  it("check staff's glossary phrases and report the bad ones, but never publish them to visitors", async () => {
    const { outcome, problems } = await edit('glossary', {
      'Report in 3 working days': '৩ কাজের দিনে রিপোর্ট',
      'Sample before 10 AM': 'সকালে নমুনা দিন',
      'Same day report': 'Same day',
    });
    expect(outcome).toBe('published');
    expect(problems).toEqual([
      'SiteSettings/glossary "Same day report": skipped, its value must be the phrase in Bengali, as text.',
      expect.stringMatching(/^SiteSettings\/glossary "Sample before 10 AM": skipped, /),
    ]);
    expect((await stored())?.sections).toMatchObject({ glossary: '[]' });
    expect(await visitorsSettings()).toMatchObject({ synonyms: {}, glossary: [] });
  });

  it(`refuse settings over ${SETTINGS_MAX_BYTES / 1024} KiB, keeping the last that fitted and saying why`, async () => {
    await edit('synonyms', { typhoid: 'widal' });
    const before = await stored();

    // 400 Bengali phrases of ten long words each: far more than a visit should download.
    const word = (index: number, meaning: number) => `রক্তপরীক্ষা${index}-${meaning}`;
    const huge = Object.fromEntries(
      Array.from({ length: 400 }, (_, index) => [
        `শব্দ ${index}`,
        Array.from({ length: 10 }, (_, meaning) => word(index, meaning)),
      ]),
    );
    const { outcome, bytes, problems } = await edit('synonyms', huge);
    expect(outcome).toBe('refused');
    expect(bytes).toBeGreaterThan(SETTINGS_MAX_BYTES);
    expect(problems).toEqual([tooLargeProblem(bytes)]);

    const after = await stored();
    expect(after?.sections).toEqual(before?.sections);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(after?.problems).toEqual([tooLargeProblem(bytes)]);
    expect(after?.refusedAt).toBeDefined();
    expect(await visitorsSettings()).toMatchObject({
      synonyms: { typhoid: ['widal'] },
      glossary: [],
    });

    // Shortened again: published, and the refusal is cleared.
    await edit('synonyms', { typhoid: 'widal', jaundice: 'bilirubin' });
    expect(await stored()).toMatchObject({ refusedAt: null, problems: [] });
    expect((await visitorsSettings())?.synonyms).toEqual({
      typhoid: ['widal'],
      jaundice: ['bilirubin'],
    });
  });

  it('carry the home page’s popular items, chosen by rank from the published lists', async () => {
    const lab = db.collection('Labtest');
    await lab.doc('cbc').set({ name: 'CBC', name_bn: 'সিবিসি', rank: 1, price: 315, mrp: 350 });
    await lab.doc('fbs').set({ name: 'FBS', rank: '3', price: 80 });
    await lab.doc('esr').set({ name: 'ESR', price: 90 });
    await lab.doc('lipid').set({ name: 'Lipid Profile', rank: 2 });
    await db.collection('Radiology').doc('xray').set({ name: 'X-Ray Chest', rank: 2, price: 270 });
    await db
      .collection('GeneralPackage')
      .doc('basic')
      .set({ name: 'Basic Check-up', rank: 4, price: 999 });
    // Not yet published: the home page has none to show.
    await publishSettings(db);
    expect((await visitorsSettings())?.popular).toEqual([]);

    for (const collection of ['Labtest', 'Radiology', 'GeneralPackage'] as const) {
      await publishList(db, collection);
    }
    expect(await publishSettings(db)).toMatchObject({ outcome: 'published', problems: [] });
    expect((await visitorsSettings())?.popular).toEqual([
      { name: 'CBC', name_bn: 'সিবিসি', price: 315, mrp: 350, path: '/labtest/cbc' },
      { name: 'X-Ray Chest', price: 270, path: '/Radiology/x-ray-chest' },
      { name: 'FBS', price: 80, path: '/labtest/fbs' },
      { name: 'Basic Check-up', price: 999, path: '/healthpackage/basic' },
    ]);
  });

  it('never take popular items from staff: a SiteSettings/popular document is not read', async () => {
    const { problems } = await edit('popular', { cbc: 1 });
    expect(problems).toEqual([
      'SiteSettings/popular: not read, the site works this out from the catalogue; left out.',
    ]);
    expect((await visitorsSettings())?.popular).toEqual([]);
  });
});
