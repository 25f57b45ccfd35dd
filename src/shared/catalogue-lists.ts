import { PHOTO_LIST_CAP, type ReadableCollection } from './collections';
import type { Condition, Doctor, LabTest, PackageKind, PackageSummary } from './types';

/**
 * Every catalogue list, in one table: what the site, the build, the functions and the staff tools
 * each need to know of it. Adding a list is one entry here, its title and page texts in both
 * languages (`listTitles` in src/i18n/<language>/common.ts, its key in catalogue.ts), its block in
 * firestore.rules and its demo documents in src/shared/demo-catalogue/; a unit test
 * (tests/unit/shared/catalogue-lists.test.ts) fails while one is missing. Plain data, read by
 * Node scripts as it is: the parsers are named here, and src/shared/parsers/list-parsers.ts maps
 * each name to its function, so that a page naming a list does not load every parser.
 */

export const TEST_LIST_CAP = 2500;
export const PACKAGE_LIST_CAP = 45;
export const CONDITION_LIST_CAP = 200;

/** How a list's documents are parsed: the names of the parsers in ./parsers/. */
export type ListParser = 'labTest' | 'doctor' | 'packageSummary' | 'condition';

/**
 * How a list's items are drawn: a test with its prices, a doctor, a package, or a health concern's
 * link to its page.
 */
export type CardKind = 'pricedTest' | 'doctor' | 'package' | 'condition';

interface ListEntry {
  /** The Firestore collection staff edit in the console. */
  collection: string;
  parser: ListParser;
  /** The most documents a read of the collection takes. */
  readCap: number;
  card: CardKind;
  /** Whether `npm run catalogue:import` loads it from a price list. */
  staffImport: boolean;
  /**
   * For a list whose items have pages of their own (its list and item routes in
   * src/shared/routes.ts name it): whether its breadcrumb passes through Contact, as the old
   * site's Find a Test and Find a Doctor did, and whether every page's search also looks in it,
   * through the build's search index, and whether a match found there is drawn as its full card
   * (a scan or a heart test found on Find a Test), which the index then carries, or as a link
   * (one of 2,500 lab tests, whose cards would make the index many times larger). Its texts are
   * under the list's own name.
   */
  pages?: { viaContact: boolean; searchIndex: boolean; cardsElsewhere?: true };
  /** For a list of packages: which kind. */
  packageKind?: PackageKind;
}

// In the order the search shows the other lists' matches.
export const listRegistry = {
  labTests: {
    collection: 'Labtest',
    parser: 'labTest',
    readCap: TEST_LIST_CAP,
    card: 'pricedTest',
    staffImport: true,
    pages: { viaContact: true, searchIndex: true },
  },
  radiology: {
    collection: 'Radiology',
    parser: 'labTest',
    readCap: TEST_LIST_CAP,
    card: 'pricedTest',
    staffImport: true,
    pages: { viaContact: false, searchIndex: true, cardsElsewhere: true },
  },
  cardiology: {
    collection: 'Cardiology',
    parser: 'labTest',
    readCap: TEST_LIST_CAP,
    card: 'pricedTest',
    staffImport: true,
    pages: { viaContact: false, searchIndex: true, cardsElsewhere: true },
  },
  neurology: {
    collection: 'Neurology',
    parser: 'labTest',
    readCap: TEST_LIST_CAP,
    card: 'pricedTest',
    staffImport: true,
    pages: { viaContact: false, searchIndex: true, cardsElsewhere: true },
  },
  doctors: {
    collection: 'AllDoctor',
    parser: 'doctor',
    readCap: TEST_LIST_CAP,
    card: 'doctor',
    staffImport: false,
    pages: { viaContact: true, searchIndex: true },
  },
  generalPackages: {
    collection: 'GeneralPackage',
    parser: 'packageSummary',
    readCap: PACKAGE_LIST_CAP,
    card: 'package',
    staffImport: false,
    packageKind: 'general',
  },
  alcoholImpactPackages: {
    collection: 'AlcoholImpactPackage',
    parser: 'packageSummary',
    readCap: PACKAGE_LIST_CAP,
    card: 'package',
    staffImport: false,
    packageKind: 'alcoholImpact',
  },
  diabeticPackages: {
    collection: 'DiabeticPackage',
    parser: 'packageSummary',
    readCap: PACKAGE_LIST_CAP,
    card: 'package',
    staffImport: false,
    packageKind: 'diabetic',
  },
  // Not a list a page shows: each concern is a page of its own, drawn by the build alone
  // (src/data/build/condition-pages.ts), and the search and the tests' pages find them in the
  // search index, so no visitor reads the collection or its published list.
  conditions: {
    collection: 'Conditions',
    parser: 'condition',
    readCap: CONDITION_LIST_CAP,
    card: 'condition',
    staffImport: false,
  },
} as const satisfies Record<string, ListEntry>;

type Lists = typeof listRegistry;

/** A catalogue list by the name the code gives it: `labTests` is the `Labtest` collection. */
export type ListName = keyof Lists;
export type ListCollection = Lists[ListName]['collection'];

/** What each parser makes of a document. */
interface ParsedItems {
  condition: Condition;
  labTest: LabTest;
  doctor: Doctor;
  packageSummary: PackageSummary;
}

/** An item of a list, as its parser gives it. */
export type ListItem<List extends ListName> = ParsedItems[Lists[List]['parser']];

/** The lists whose items have pages of their own. */
export type ItemListName = {
  [List in ListName]: Lists[List] extends { pages: object } ? List : never;
}[ListName];

/** The lists a search also looks in through the build's index. */
export type IndexedListName = {
  [List in ListName]: Lists[List] extends { pages: { searchIndex: true } } ? List : never;
}[ListName];

/** The lists of packages. */
export type PackageListName = {
  [List in ListName]: Lists[List] extends { packageKind: PackageKind } ? List : never;
}[ListName];

export const listNames = Object.keys(listRegistry) as ListName[];

export const packageListNames = listNames.filter(
  (list) => 'packageKind' in listRegistry[list],
) as PackageListName[];

const hasPages = (list: ListName): list is ItemListName => 'pages' in listRegistry[list];

export const itemListNames = listNames.filter(hasPages);

export const indexedListNames = itemListNames.filter(
  (list) => listRegistry[list].pages.searchIndex,
) as IndexedListName[];

/**
 * The lists a search looks in through the build's index (src/data/search-index.ts), in the order
 * it shows their matches: the health concerns (one line above the cards), every indexed list, the
 * packages.
 */
export const searchedListNames = ['conditions', ...indexedListNames, 'packages'] as const;

/** Each catalogue list's collection, by the list's name (./catalogue-lists.ts). */
export const listCollections = Object.fromEntries(
  listNames.map((list) => [list, listRegistry[list].collection]),
) as { readonly [List in ListName]: (typeof listRegistry)[List]['collection'] };

/** The most documents a read of each collection takes. */
export const readCaps = {
  ...(Object.fromEntries(
    listNames.map((list) => [listRegistry[list].collection, listRegistry[list].readCap]),
  ) as Record<ListCollection, number>),
  XrayPhotos: PHOTO_LIST_CAP,
  PathologyPhotos: PHOTO_LIST_CAP,
} satisfies Record<ReadableCollection, number>;
