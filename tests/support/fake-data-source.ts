import { vi } from 'vitest';
import type {
  PUBLISHED_CATALOGUE,
  PUBLISHED_SETTINGS,
  ReadableCollection,
} from '../../src/shared/collections';
import type {
  DataSource,
  FileStorage,
  PublishedReader,
  RawDocument,
} from '../../src/data/source/data-source';
import { buildPublishedSettings, SETTINGS_FORMAT } from '../../src/shared/published-settings';
import type { SettingsSectionName } from '../../src/shared/parsers/site-settings';

/**
 * The one stand-in for the site's data source in component tests. A test file mocks the selector
 * with this module (here from tests/unit/features/<feature>/):
 *
 *   vi.mock('../../../../src/data/source/select-data-source', () =>
 *     import('../../../support/fake-data-source'),
 *   );
 *
 * and each test starts with `resetFakeSource({ Labtest: [...] })`: reads answer from those
 * documents, saves and uploads succeed. A test counts, fails or holds back any call through the
 * `fakeSource` mocks.
 */
const source = {
  /** The production site's by default, whose forms say they were sent; `'local'` for the demo's. */
  kind: 'firestore' as DataSource['kind'],
  readCollection: vi.fn<DataSource['readCollection']>(),
  readDocument: vi.fn<DataSource['readDocument']>(),
  addDocument: vi.fn<DataSource['addDocument']>(),
  uploadFile: vi.fn<FileStorage['uploadFile']>(),
  readPublished: vi.fn<PublishedReader['readPublished']>(),
  readSettings: vi.fn<PublishedReader['readSettings']>(),
  /** Whether the page may read a collection whole: the demo catalogue may, a visitor's browser in Firebase mode not. */
  mayList: true as boolean,
} satisfies DataSource & FileStorage & PublishedReader & { mayList: boolean };

// A page test starts each visit by importing the page afresh (vi.resetModules: the list loaders
// keep what they read for a whole visit), which evaluates this module again. The source is kept
// on the test file's global object, so the page and the test always share one.
const shared = globalThis as { labSiteFakeSource?: typeof source };
export const fakeSource = (shared.labSiteFakeSource ??= source);

export const getDataSource = () => Promise.resolve(fakeSource);
export const getPublishedReader = () => Promise.resolve(fakeSource);
export const mayListCatalogue = () => fakeSource.mayList;

export type FakeCollections = Partial<
  Record<ReadableCollection | typeof PUBLISHED_CATALOGUE | typeof PUBLISHED_SETTINGS, RawDocument[]>
>;

/**
 * A fresh source holding `collections`, and, in a browser-like test, a fresh session (form drafts
 * live there). With `listing: false` the page may not read a collection whole, as a visitor's
 * browser in Firebase mode may not.
 */
export function resetFakeSource(
  collections: FakeCollections = {},
  { listing = true }: { listing?: boolean } = {},
): void {
  fakeSource.kind = 'firestore';
  fakeSource.mayList = listing;
  fakeSource.readCollection
    .mockReset()
    .mockImplementation(async (name, cap) => (collections[name] ?? []).slice(0, cap));
  // Nothing is published unless a test gives PublishedCatalogue documents.
  fakeSource.readPublished
    .mockReset()
    .mockImplementation(
      async (list) =>
        (collections.PublishedCatalogue ?? []).find((document) => document.id === list) ?? null,
    );
  // Nor any settings unless a test gives a PublishedSettings document.
  fakeSource.readSettings
    .mockReset()
    .mockImplementation(async () => collections.PublishedSettings?.[0] ?? null);
  fakeSource.readDocument
    .mockReset()
    .mockImplementation(
      async (name, id) => (collections[name] ?? []).find((document) => document.id === id) ?? null,
    );
  let added = 0;
  fakeSource.addDocument
    .mockReset()
    .mockImplementation(async () => `FakeRecordId${String((added += 1)).padStart(8, '0')}`);
  fakeSource.uploadFile.mockReset().mockResolvedValue(undefined);
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
}

/** The site's settings as published from staff's one section. */
export const publishedSettingsOf = (
  section: SettingsSectionName,
  data: Record<string, unknown>,
): RawDocument => ({
  id: 'site',
  data: {
    format: SETTINGS_FORMAT,
    sections: buildPublishedSettings([{ id: section, data }]).sections,
  },
});

/** The source with nothing but the site's settings, published from staff's one section. */
export const publishSettingsSection = (
  section: SettingsSectionName,
  data: Record<string, unknown>,
): void => resetFakeSource({ PublishedSettings: [publishedSettingsOf(section, data)] });

/**
 * The source answering reads as the embedded default does: from the bundled demo catalogue, with
 * no list published and the demo's settings. For tests of the demo site's pages in a file that
 * mocks the selector.
 */
export async function serveDemoCatalogue(): Promise<void> {
  resetFakeSource();
  const { createLocalDataSource } =
    await import('../../src/data/source/adapters/local/local-data-source');
  const { publishedDemoSettings } = await import('../../src/shared/demo-catalogue/site-settings');
  const demo = createLocalDataSource();
  fakeSource.kind = demo.kind;
  fakeSource.readCollection.mockImplementation(demo.readCollection);
  fakeSource.readDocument.mockImplementation(demo.readDocument);
  fakeSource.readSettings.mockImplementation(async () => publishedDemoSettings());
}

/** A save the test finishes when it chooses, to look at the form while it is sending. */
export function pendingSave() {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<string>((resolve, reject) => {
    finish = () => resolve('FakePendingRecord000');
    fail = reject;
  });
  fakeSource.addDocument.mockImplementationOnce(() => promise);
  return { finish, fail };
}

/** Every record saved so far, by collection. */
export const savedRecords = () =>
  fakeSource.addDocument.mock.calls.map(([collection, fields]) => ({ collection, fields }));
