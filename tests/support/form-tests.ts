import { beforeEach, vi } from 'vitest';
import { resetFakeSource } from './fake-data-source';

/**
 * For a file of form tests over the fake data source (the file mocks the selector with it, see
 * fake-data-source.ts): each test starts on an empty source, and may take 20 s, as a test that
 * types whole forms key by key takes over 5 s on a slow, shared machine.
 */
export function typingFormsOnTheFakeSource(): void {
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(() => {
    resetFakeSource();
  });
}
