import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { failOnConsoleError } from './fail-on-console-error';

afterEach(() => {
  cleanup();
  // Node-environment files (`@vitest-environment node`) share this setup and have no storage.
  globalThis.localStorage?.clear();
  // A list left in one test must not come back, as after Back, in the next.
  globalThis.sessionStorage?.clear();
});
failOnConsoleError();
