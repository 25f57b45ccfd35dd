import { afterEach, beforeEach } from 'vitest';

/**
 * Each test of the file starts as a first visit would: at /, with lang="en" and no language
 * cookie from Hosting.
 */
export function startEachTestAsAFirstVisit(): void {
  beforeEach(() => {
    document.cookie = 'firebase-language-override=; max-age=0; path=/';
    document.documentElement.lang = 'en';
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });
}

/** A Bengali chunk that never arrives (the connection drops), for vi.doMock of src/i18n/bn. */
export const bengaliChunkFails = () => {
  throw new TypeError('Failed to fetch dynamically imported module');
};
