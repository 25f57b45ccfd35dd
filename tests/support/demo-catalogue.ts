import { describe, expect, it } from 'vitest';
import type { RawDocument } from '../../src/data/source/data-source';

/**
 * The rules the demo catalogue's documents keep (src/shared/demo-catalogue/), shared
 * by the tests of its files and of the generated catalogue at scale.
 */

/**
 * Reads an amount as staff type it ('1,200', '₹ 450', '15%' or a number). Deliberately tiny and
 * separate from the real parser, so this test checks the data, not the parser.
 */
export function amount(value: unknown): number {
  const read = typeof value === 'string' ? Number(value.replace(/[₹,%\s]/g, '')) : value;
  if (typeof read !== 'number' || !Number.isFinite(read)) {
    throw new Error(`not an amount: ${String(value)}`);
  }
  return read;
}

/** The catalogue's price rule: the discounted MRP rounded to the rupee, never a half rupee. */
export function expectConsistentPrice(document: RawDocument): void {
  const { mrp, off, price } = document.data;
  const exact = (amount(mrp) * (100 - amount(off))) / 100;
  expect(exact % 1, `${document.id} falls on a half rupee`).not.toBe(0.5);
  expect(amount(price), `${document.id} price`).toBe(Math.round(exact));
  expect(amount(off), `${document.id} off`).toBeGreaterThanOrEqual(0);
  expect(amount(off), `${document.id} off`).toBeLessThan(100);
}

/**
 * The document's own fields, its Bengali twins (`pti_bn`…) aside; each twin must be of a text
 * field the document has and that may have one (src/shared/types.ts).
 */
export function englishKeys(document: RawDocument, translatable: readonly string[]): string[] {
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

export function text(document: RawDocument, key: string): string {
  const value = document.data[key];
  return typeof value === 'string' ? value : '';
}

const LINE_PREFIXES = ['ptext', 'p2text', 'p3text', 'p4text', 'p5text'] as const;
const PACKAGE_LIST_KEYS = ['name', 'title', 'pti', 'delivery', 'mrp', 'off', 'price'];
const PACKAGE_DETAIL_KEYS = ['post', 'img2', 'text1', 'text2'];

export interface PackageVariant {
  documents: RawDocument[];
  lineLimits: readonly number[];
  hasFaq: boolean;
}

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

export function linesOf(document: RawDocument, section: number): string[] {
  const prefix = LINE_PREFIXES[section] ?? 'none';
  return Object.keys(document.data).filter((key) => new RegExp(`^${prefix}\\d+$`).test(key));
}

/** A variant's packages: within its limits, priced by the rule, with its FAQ answer or none. */
export function describePackages(kind: string, variant: PackageVariant): void {
  describe(`${kind} packages`, () => {
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
}

/** What staff may add to any test to order a search (docs/decisions/108-best-match-first.md). */
const SEARCH_KEYS = ['code', 'includes', 'kind', 'rank'];
const PRICE_KEYS = ['mrp', 'off', 'price'];

/**
 * Radiology, Cardiology and Neurology tests carry name, pti and delivery, and may carry what
 * orders a search, a service page (imaging) and prices, which keep the lab tests' rule.
 */
export function expectOnlyNamePtiAndDelivery(documents: RawDocument[]): void {
  for (const document of documents) {
    const keys = englishKeys(document, ['name', 'pti', 'delivery']);
    const optional = [...SEARCH_KEYS, ...PRICE_KEYS, 'service'];
    expect(
      keys.filter((key) => !optional.includes(key)),
      document.id,
    ).toEqual(['delivery', 'name', 'pti']);
    if (PRICE_KEYS.some((key) => keys.includes(key))) expectConsistentPrice(document);
    expect(text(document, 'pti'), document.id).not.toBe('');
    expect(text(document, 'delivery'), document.id).not.toBe('');
  }
}
