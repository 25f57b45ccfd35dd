import { describe, expect, it } from 'vitest';
import { listCollections, TEST_LIST_CAP } from '../../../../src/shared/catalogue-lists';
import type { RawDocument } from '../../../../src/data/source/data-source';
import {
  listParsers,
  publishedItem,
  snapshotItem,
  snapshotItems,
} from '../../../../src/shared/parsers/list-parsers';
import { packItems } from '../../../../src/shared/admin/packed-items';
import {
  LONG_TEXT_FIELDS,
  PUBLISHED_LIST_MAX_BYTES,
  type PublishedItems,
} from '../../../../src/shared/published-catalogue';
import { generateLabTests } from '../../../support/fixtures/generate-lab-tests';

const handTyped: RawDocument[] = [
  { id: 'typed', data: { name: '  Lipid Profile ', mrp: '1,200', off: '25%', price: '₹ 900' } },
  { id: 'odd', data: { name: 'CBC', delivery: 24, mrp: true, pti: ['?'], extra: 'ignored' } },
  { id: 'dated', data: { name: 'Dr. A. Sen', date: new Date('2026-12-01T00:00:00Z'), fees: 500 } },
  { id: 'nameless', data: { price: 300 } },
];

describe('an item as a published list holds it', () => {
  it('holds only the fields the page shows, without the id it is keyed by', () => {
    const item = snapshotItem(listCollections.labTests, handTyped[0]!);
    expect(item).toEqual({
      name: 'Lipid Profile',
      pti: '',
      delivery: '',
      mrp: 1200,
      off: 25,
      price: 900,
    });
    expect(snapshotItem(listCollections.labTests, handTyped[3]!)).toBeNull();
  });
});

describe('a published list of 2,500 lab tests', () => {
  const documents = generateLabTests(TEST_LIST_CAP);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

  /**
   * A test with every field the coming catalogue work adds, at the lengths staff will type: the
   * Bengali twins of its name, preparation and report time, 3 to 5 other names, its short facts,
   * the tests it includes (a profile, one test in ten: 2 to 10 of them), who reviewed it and when,
   * and its long texts in both languages.
   */
  const bengaliNames = ['কমপ্লিট ব্লাড কাউন্ট', 'লিভার ফাংশন টেস্ট', 'থাইরয়েড প্রোফাইল', 'ভিটামিন ডি'];
  const otherNames = ['blood count', 'haemogram', 'রক্ত পরীক্ষা', 'cbc', 'হিমোগ্রাম'];
  function withWaveFields({ id, data }: RawDocument, index: number): RawDocument {
    const long = (text: string) => `${text} `.repeat(8).trim();
    return {
      id,
      data: {
        ...data,
        name_bn: `${bengaliNames[index % bengaliNames.length]} (${String(data.name).split(' ')[0]})`,
        pti_bn: index % 3 === 0 ? '১০-১২ ঘণ্টা খালি পেটে আসুন' : 'বিশেষ প্রস্তুতি লাগে না',
        delivery_bn: index % 2 === 0 ? 'পরের দিন' : 'একই দিনে',
        otherNames: otherNames.slice(0, 3 + (index % 3)),
        code: `L${String(index).padStart(4, '0')}`,
        kind: 'test',
        service: 'pathology',
        rank: index % 50,
        ...(index % 10 === 0 && {
          includes: Array.from(
            { length: 2 + (index % 9) },
            (_, included) => `tsh-panel-${(index + included) % 63}`,
          ),
        }),
        reviewedBy: 'Dr. A. Sen, MD (Path)',
        reviewedOn: '2026-11-20',
        about: long('What the test measures, and what a raised or low value can point to.'),
        about_bn: long('এই পরীক্ষায় রক্তের কোন উপাদান মাপা হয়, আর বেশি বা কম হলে কী বোঝায়।'),
        why: long('Asked for when a doctor suspects an infection, anaemia or a long illness.'),
        why_bn: long('চিকিৎসক সংক্রমণ, রক্তাল্পতা বা দীর্ঘ অসুখের সন্দেহ করলে এই পরীক্ষা করান।'),
        who: long('Adults and children; no fasting, a small blood sample from the arm.'),
        who_bn: long('বড় ও ছোট সবাই; খালি পেটে আসতে হয় না, হাত থেকে অল্প রক্ত নেওয়া হয়।'),
      },
    };
  }

  /**
   * Today's parser keeps only the fields it knows; the coming work teaches it the new ones. Until
   * then each new field is carried as staff typed it (short texts, lists of ids), as the parser
   * will keep it, and the item goes through the same publishing step as every item.
   */
  function publishedWithWaveFields(document: RawDocument): Record<string, unknown> {
    const parsed = listParsers[listCollections.labTests](document);
    if (parsed === null) throw new Error(`${document.id} has no name`);
    return publishedItem({ ...document.data, ...parsed });
  }

  /** The items' JSON and the compressed bytes the snapshot holds, both in bytes, logged. */
  function sizes(items: PublishedItems, fields: string) {
    const json = Buffer.byteLength(JSON.stringify(items));
    const compressed = packItems(items).length;
    console.info(
      `Published Labtest, 2,500 tests, ${fields}: ${kib(json)} of JSON, ` +
        `${kib(compressed)} compressed`,
    );
    return { json, compressed };
  }

  it(`stays under ${kib(PUBLISHED_LIST_MAX_BYTES)} with today's fields`, () => {
    const { items, skipped } = snapshotItems(listCollections.labTests, documents);
    expect(skipped).toEqual([]);
    const { compressed } = sizes(items, "today's fields");
    expect(compressed).toBeLessThanOrEqual(PUBLISHED_LIST_MAX_BYTES);
  });

  const withEveryComingField = () =>
    Object.fromEntries(
      documents.map((document, index) => {
        const full = withWaveFields(document, index);
        return [full.id, publishedWithWaveFields(full)];
      }),
    );

  it('holds every field the coming work adds but the long texts, which stay on the test’s page', () => {
    const first = Object.values(withEveryComingField())[0] ?? {};
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['name_bn', 'pti_bn', 'delivery_bn', 'otherNames', 'includes']),
    );
    for (const field of LONG_TEXT_FIELDS) {
      expect(first).not.toHaveProperty(field);
      expect(first).not.toHaveProperty(`${field}_bn`);
    }
  });

  /*
   * The generated tests repeat their words far more than a real catalogue does, so they compress
   * better than staff's lists will: the budget is held twice, on the compressed bytes as they come
   * out, and on the JSON itself, which must fit even at a mere 2:1, about what gzip gives the
   * most varied short texts.
   */
  it(`stays under ${kib(PUBLISHED_LIST_MAX_BYTES)} with every field the coming work adds, even compressed only 2:1`, () => {
    const { json, compressed } = sizes(withEveryComingField(), 'with the coming fields');
    expect(compressed).toBeLessThanOrEqual(PUBLISHED_LIST_MAX_BYTES);
    expect(json / 2).toBeLessThanOrEqual(PUBLISHED_LIST_MAX_BYTES);
  });

  it('leaves a test’s long texts out of its published item, in both languages, keeping the rest', () => {
    const item = snapshotItem(listCollections.labTests, {
      id: 'esr',
      data: { name: 'ESR', about: 'How fast red cells settle.', about_bn: 'লোহিত কণিকা…' },
    });
    expect(item).toEqual({
      name: 'ESR',
      pti: '',
      delivery: '',
      mrp: null,
      off: null,
      price: null,
    });
  });
});
