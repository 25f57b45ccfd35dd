import { describe, expect, it } from 'vitest';
import type { ReadableCollection } from '../../../../../../src/data/collections';
import type { RawDocument } from '../../../../../../src/data/data-source';
import { alcoholImpactPackageDocuments } from '../../../../../../src/data/adapters/local/demo-catalogue/alcohol-impact-packages';
import { cardiologyTestDocuments } from '../../../../../../src/data/adapters/local/demo-catalogue/cardiology-tests';
import {
  pathologyPhotoDocuments,
  xrayPhotoDocuments,
} from '../../../../../../src/data/adapters/local/demo-catalogue/department-photos';
import { diabeticPackageDocuments } from '../../../../../../src/data/adapters/local/demo-catalogue/diabetic-packages';
import { doctorDocuments } from '../../../../../../src/data/adapters/local/demo-catalogue/doctors';
import { generalPackageDocuments } from '../../../../../../src/data/adapters/local/demo-catalogue/general-packages';
import { demoCatalogue } from '../../../../../../src/data/adapters/local/demo-catalogue/index';
import { labTestDocuments } from '../../../../../../src/data/adapters/local/demo-catalogue/lab-tests';
import { neurologyTestDocuments } from '../../../../../../src/data/adapters/local/demo-catalogue/neurology-tests';
import { radiologyTestDocuments } from '../../../../../../src/data/adapters/local/demo-catalogue/radiology-tests';
import { radiologyServices } from '../../../../../../src/config/radiology-services';
import { generateLabTests } from '../../../../../support/fixtures/generate-lab-tests';

/**
 * Reads an amount as staff type it ('1,200', '₹ 450', '15%' or a number). Deliberately tiny and
 * separate from the real parser, so this test checks the data, not the parser.
 */
function amount(value: unknown): number {
  const read = typeof value === 'string' ? Number(value.replace(/[₹,%\s]/g, '')) : value;
  if (typeof read !== 'number' || !Number.isFinite(read)) {
    throw new Error(`not an amount: ${String(value)}`);
  }
  return read;
}

/** The catalogue's price rule: the discounted MRP rounded to the rupee, never a half rupee. */
function expectConsistentPrice(document: RawDocument): void {
  const { mrp, off, price } = document.data;
  const exact = (amount(mrp) * (100 - amount(off))) / 100;
  expect(exact % 1, `${document.id} falls on a half rupee`).not.toBe(0.5);
  expect(amount(price), `${document.id} price`).toBe(Math.round(exact));
  expect(amount(off), `${document.id} off`).toBeGreaterThanOrEqual(0);
  expect(amount(off), `${document.id} off`).toBeLessThan(100);
}

/**
 * The document's own fields, its Bengali twins (`pti_bn`…) aside; each twin must be of a text
 * field the document has and that may have one (src/data/types.ts).
 */
function englishKeys(document: RawDocument, translatable: readonly string[]): string[] {
  const keys = Object.keys(document.data);
  for (const key of keys.filter((key) => key.endsWith('_bn'))) {
    const twin = key.slice(0, -'_bn'.length);
    expect(keys, `${document.id}: ${key} without ${twin}`).toContain(twin);
    expect(
      translatable.some((field) => twin.startsWith(field)),
      `${document.id}: ${key}`,
    ).toBe(true);
    expect(text(document, key), `${document.id}: ${key}`).not.toBe('');
  }
  return keys.filter((key) => !key.endsWith('_bn')).sort();
}

function text(document: RawDocument, key: string): string {
  const value = document.data[key];
  return typeof value === 'string' ? value : '';
}

const collections: Record<string, RawDocument[]> = {
  AllDoctor: doctorDocuments,
  Labtest: labTestDocuments,
  Radiology: radiologyTestDocuments,
  Cardiology: cardiologyTestDocuments,
  Neurology: neurologyTestDocuments,
  GeneralPackage: generalPackageDocuments,
  AlcoholImpactPackage: alcoholImpactPackageDocuments,
  DiabeticPackage: diabeticPackageDocuments,
};

const LINE_PREFIXES = ['ptext', 'p2text', 'p3text', 'p4text', 'p5text'] as const;
const PACKAGE_LIST_KEYS = ['name', 'title', 'pti', 'delivery', 'mrp', 'off', 'price'];
const PACKAGE_DETAIL_KEYS = ['post', 'img2', 'text1', 'text2'];

interface PackageVariant {
  documents: RawDocument[];
  lineLimits: readonly number[];
  hasFaq: boolean;
}

const packageVariants: Record<string, PackageVariant> = {
  general: { documents: generalPackageDocuments, lineLimits: [10, 10, 10, 10, 10], hasFaq: false },
  diabetic: { documents: diabeticPackageDocuments, lineLimits: [8, 10, 8], hasFaq: true },
  alcoholImpact: { documents: alcoholImpactPackageDocuments, lineLimits: [8, 10, 8], hasFaq: true },
};

/** Every key a package of this variant may hold: anything else is a typo or over a limit. */
function allowedPackageKeys({ lineLimits, hasFaq }: PackageVariant): Set<string> {
  const keys = new Set([...PACKAGE_LIST_KEYS, ...PACKAGE_DETAIL_KEYS]);
  lineLimits.forEach((limit, section) => {
    keys.add(`profile${section + 1}`);
    for (let line = 1; line <= limit; line += 1) keys.add(`${LINE_PREFIXES[section]}${line}`);
  });
  if (hasFaq) keys.add('qus1');
  return keys;
}

function linesOf(document: RawDocument, section: number): string[] {
  const prefix = LINE_PREFIXES[section] ?? 'none';
  return Object.keys(document.data).filter((key) => new RegExp(`^${prefix}\\d+$`).test(key));
}

describe('demo catalogue', () => {
  it('holds enough documents in every collection', () => {
    expect(labTestDocuments.length).toBeGreaterThanOrEqual(120);
    expect(radiologyTestDocuments.length).toBeGreaterThanOrEqual(25);
    expect(cardiologyTestDocuments.length).toBeGreaterThanOrEqual(8);
    expect(neurologyTestDocuments.length).toBeGreaterThanOrEqual(6);
    expect(doctorDocuments.length).toBeGreaterThanOrEqual(10);
    expect(generalPackageDocuments.length).toBeGreaterThanOrEqual(4);
    expect(alcoholImpactPackageDocuments.length).toBeGreaterThanOrEqual(4);
    expect(diabeticPackageDocuments.length).toBeGreaterThanOrEqual(4);
    expect(xrayPhotoDocuments).toHaveLength(1);
    expect(pathologyPhotoDocuments).toHaveLength(1);
  });

  it('offers no radiology test of a service the centre does not have', () => {
    // How each service's tests are named; a new service needs its pattern here.
    const testNames = {
      xray: /x-ray/i,
      usg: /usg/i,
      ctScan: /\bc\.?t\b|hrct/i,
      mri: /\bmri\b/i,
      opg: /\bopg\b/i,
    };
    const unavailable = radiologyServices.filter((entry) => !entry.available);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const { service } of unavailable) {
      const offered = radiologyTestDocuments
        .map((document) => text(document, 'name'))
        .filter((name) => testNames[service].test(name));
      expect(offered, service).toEqual([]);
    }
  });

  it.each(Object.entries(collections))('%s has unique ids and unique names', (_, documents) => {
    const ids = documents.map((document) => document.id);
    const names = documents.map((document) => text(document, 'name').trim().toLowerCase());
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => name.length > 0)).toBe(true);
    expect(ids.every((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true);
  });

  it('prices every lab test by the rule, including the amounts typed as text', () => {
    for (const document of labTestDocuments) {
      expect(text(document, 'pti'), document.id).not.toBe('');
      expect(text(document, 'delivery'), document.id).not.toBe('');
      expectConsistentPrice(document);
    }
  });

  it('types about 5% of lab tests with an amount as text, so the parsers meet them', () => {
    const typed = labTestDocuments.filter((document) =>
      ['mrp', 'off', 'price'].some((key) => typeof document.data[key] === 'string'),
    );
    expect(typed.length).toBeGreaterThanOrEqual(Math.floor(labTestDocuments.length * 0.03));
    expect(typed.length).toBeLessThanOrEqual(Math.ceil(labTestDocuments.length * 0.08));
  });

  it.each([
    ['Radiology', radiologyTestDocuments],
    ['Cardiology', cardiologyTestDocuments],
    ['Neurology', neurologyTestDocuments],
  ])('%s tests carry only name, pti and delivery', (_, documents) => {
    for (const document of documents) {
      expect(englishKeys(document, ['name', 'pti', 'delivery']), document.id).toEqual([
        'delivery',
        'name',
        'pti',
      ]);
      expect(text(document, 'pti'), document.id).not.toBe('');
      expect(text(document, 'delivery'), document.id).not.toBe('');
    }
  });

  it('gives every doctor every field', () => {
    const keys = [
      'name',
      'img',
      'des',
      'degree',
      'reg',
      'des2',
      'date',
      'upcoming',
      'fees',
      'link',
      'text',
    ];
    for (const document of doctorDocuments) {
      expect(englishKeys(document, ['name', 'des', 'text']), document.id).toEqual([...keys].sort());
      expect(text(document, 'name'), document.id).toMatch(/^Dr\. /);
      expect(amount(document.data.fees), document.id).toBeGreaterThan(0);
    }
  });

  describe.each(Object.entries(packageVariants))('%s packages', (kind, variant) => {
    it('stay within the section and line limits and price by the rule', () => {
      const allowed = allowedPackageKeys(variant);
      for (const document of variant.documents) {
        const translatable = ['name', 'title', 'pti', 'delivery', 'text1', 'text2', 'profile'];
        translatable.push(...LINE_PREFIXES, 'qus1', 'question1');
        const extra = englishKeys(document, translatable).filter((key) => !allowed.has(key));
        expect(extra, document.id).toEqual([]);
        for (const key of [...PACKAGE_LIST_KEYS, ...PACKAGE_DETAIL_KEYS]) {
          expect(document.data, `${document.id} lacks ${key}`).toHaveProperty(key);
        }
        expectConsistentPrice(document);
      }
    });

    it('fill at least one section below its line limit', () => {
      const short = variant.documents.some((document) =>
        variant.lineLimits.some((limit, section) => {
          const count = linesOf(document, section).length;
          return count > 0 && count < limit;
        }),
      );
      expect(short).toBe(true);
    });

    it(variant.hasFaq ? 'answer the FAQ in qus1' : 'have no FAQ answer', () => {
      for (const document of variant.documents) {
        if (variant.hasFaq) expect(text(document, 'qus1').trim(), document.id).not.toBe('');
        else expect(document.data, `${kind} ${document.id}`).not.toHaveProperty('qus1');
      }
    });
  });

  it('includes a general package whose fifth section is empty, so the page skips it', () => {
    const fourSections = generalPackageDocuments.filter(
      (document) => text(document, 'profile5') === '' && linesOf(document, 4).length === 0,
    );
    expect(fourSections.length).toBeGreaterThanOrEqual(1);
  });

  it('lists three X-ray photos and four pathology photos', () => {
    expect(Object.keys(xrayPhotoDocuments[0]?.data ?? {}).sort()).toEqual([
      'slider1',
      'slider2',
      'slider3',
    ]);
    expect(Object.keys(pathologyPhotoDocuments[0]?.data ?? {}).sort()).toEqual([
      'slider1',
      'slider2',
      'slider3',
      'slider4',
    ]);
  });

  it('loads each collection lazily from the index', async () => {
    const expected: Record<ReadableCollection, RawDocument[]> = {
      AllDoctor: doctorDocuments,
      Labtest: labTestDocuments,
      Radiology: radiologyTestDocuments,
      Cardiology: cardiologyTestDocuments,
      Neurology: neurologyTestDocuments,
      GeneralPackage: generalPackageDocuments,
      AlcoholImpactPackage: alcoholImpactPackageDocuments,
      DiabeticPackage: diabeticPackageDocuments,
      XrayPhotos: xrayPhotoDocuments,
      PathologyPhotos: pathologyPhotoDocuments,
    };
    for (const [collection, documents] of Object.entries(expected)) {
      await expect(demoCatalogue[collection as ReadableCollection]()).resolves.toBe(documents);
    }
  });
});

describe('generateLabTests', () => {
  it('builds 2,500 tests with distinct ids and names, priced by the rule', () => {
    const documents = generateLabTests(2500);
    expect(documents).toHaveLength(2500);
    expect(new Set(documents.map((document) => document.id)).size).toBe(2500);
    expect(new Set(documents.map((document) => text(document, 'name'))).size).toBe(2500);
    documents.forEach(expectConsistentPrice);
  });

  it('is deterministic for a seed, and the seed varies the data', () => {
    expect(generateLabTests(2500)).toEqual(generateLabTests(2500, 1));
    expect(generateLabTests(300, 7)).toEqual(generateLabTests(300, 7));
    expect(generateLabTests(300, 7)).not.toEqual(generateLabTests(300, 8));
  });
});
