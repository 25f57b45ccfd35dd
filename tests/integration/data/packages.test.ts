import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataSource } from '../../../src/data/source/data-source';
import type { PackageKind } from '../../../src/shared/types';
import {
  alcoholImpactPackageDocument,
  diabeticPackageDocument,
  generalPackageDocument,
  generatePackages,
} from '../../support/fixtures/package-documents';
import { seedCollection } from '../../support/firestore-emulator/seed';
import {
  connectTestFirestore,
  publishedReaderFor,
  type TestFirestore,
  buildReads,
  visitorSource,
} from '../../support/firestore-emulator/test-firestore';

let firestore: TestFirestore;
let source: DataSource;

vi.mock('../../../src/data/source/select-data-source', () => ({
  getDataSource: async () => source,
  getPublishedReader: async () => publishedReaderFor(firestore),
  // The package lists as the build reads them; a visitor's browser reads the published lists.
  mayListCatalogue: () => true,
}));

beforeAll(async () => {
  firestore = connectTestFirestore();
  await seedCollection(firestore.admin, 'GeneralPackage', [
    generalPackageDocument,
    ...generatePackages(50),
  ]);
  await seedCollection(firestore.admin, 'AlcoholImpactPackage', [alcoholImpactPackageDocument]);
  await seedCollection(firestore.admin, 'DiabeticPackage', [diabeticPackageDocument]);
  // A visitor reads a package by its id under the rules; the build lists with credentials.
  source = { ...visitorSource(firestore), readCollection: buildReads(firestore) };
});

afterAll(async () => {
  await firestore.cleanup();
});

describe('package detail reads from Firestore', () => {
  it.each<[PackageKind, string, string]>([
    ['general', 'wellness-basic', 'Wellness Basic'],
    ['alcoholImpact', 'liver-care', 'Liver Care'],
    ['diabetic', 'sugar-care', 'Sugar Care'],
  ])('reads a %s package by its id', async (kind, docId, name) => {
    const { getPackage } = await import('../../../src/data/packages');

    expect(await getPackage(kind, docId)).toMatchObject({ id: docId, kind, name });
  });

  it.each<[PackageKind, string]>([
    ['general', 'no-such-package'],
    ['alcoholImpact', 'no-such-package'],
    ['diabetic', 'no-such-package'],
    // Each page reads its own collection only: a general package is not an alcohol-impact one.
    ['alcoholImpact', 'wellness-basic'],
    ['diabetic', 'liver-care'],
  ])('finds no %s package "%s"', async (kind, docId) => {
    const { getPackage } = await import('../../../src/data/packages');

    expect(await getPackage(kind, docId)).toBeNull();
  });

  it('parses what Firestore returns as the pages show it', async () => {
    const { getPackage } = await import('../../../src/data/packages');

    const general = await getPackage('general', 'wellness-basic');
    expect(general?.sections.map((section) => [section.title, section.lines.length])).toEqual([
      ['Complete Blood Count', 9],
      ['Blood Sugar', 1],
      ['Liver Function', 3],
      ['', 1],
    ]);
    expect(general?.faq).toBeNull();

    const alcohol = await getPackage('alcoholImpact', 'liver-care');
    expect(alcohol?.sections.map((section) => section.lines.length)).toEqual([8, 10, 8]);
    expect(alcohol?.img2).toBe('https://example.com/liver-care.webp');
    expect(alcohol?.faq).toEqual({
      question: '',
      answer: 'Alcoholism is a long-term dependence on alcohol.',
    });

    const diabetic = await getPackage('diabetic', 'sugar-care');
    expect(diabetic?.sections.map((section) => section.lines.length)).toEqual([8, 10, 8]);
    expect(diabetic?.faq?.answer).toBe('Diabetes is a long-term condition of high blood sugar.');
  });
});

describe('package lists from Firestore, as the build reads them', () => {
  it('reads at most 45 packages of a type, with their prices', async () => {
    const { listPackages } = await import('../../../src/data/catalogue');

    const general = await listPackages.general();
    expect(general.items).toHaveLength(45);
    const alcohol = await listPackages.alcoholImpact();
    expect(alcohol.items).toEqual([
      expect.objectContaining({
        id: 'liver-care',
        kind: 'alcoholImpact',
        title: 'Includes 38 tests',
        mrp: 1500,
        off: 20,
        price: 1200,
      }),
    ]);
    expect(listPackages.alcoholImpact.peek()).toBe(alcohol);
  });
});
