import { vi } from 'vitest';
import type { DataSource } from '../../../src/data/data-source';

/**
 * Stands in for the data source in the contact tests, so a test decides whether a save succeeds,
 * fails or hangs. Mock the selector with it:
 * `vi.mock('../../../src/data/select-data-source', () => import('./fake-data-source'))`.
 */
export const fakeSource = {
  kind: 'local',
  readCollection: vi.fn<DataSource['readCollection']>(),
  readDocument: vi.fn<DataSource['readDocument']>(),
  addDocument: vi.fn<DataSource['addDocument']>(),
} satisfies DataSource;

export const getDataSource = () => Promise.resolve(fakeSource);

/** A save the test finishes when it chooses, to look at the form while it is sending. */
export function pendingSave() {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  fakeSource.addDocument.mockImplementationOnce(() => promise);
  return { finish, fail };
}

/** Every record saved so far, by collection. */
export const savedRecords = () =>
  fakeSource.addDocument.mock.calls.map(([collection, fields]) => ({ collection, fields }));

export function resetFakeSource(): void {
  fakeSource.addDocument.mockReset();
  fakeSource.addDocument.mockResolvedValue(undefined);
  sessionStorage.clear();
}
