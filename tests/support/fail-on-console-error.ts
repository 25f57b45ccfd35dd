import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A test fails when code logs an error it did not expect: React warnings, failed renders and
 * swallowed exceptions all reach console.error. A test that expects one spies on it itself.
 */
export function failOnConsoleError(): void {
  let errors: unknown[][] = [];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
  });
  afterEach(() => {
    const logged = errors;
    errors = [];
    if (logged.length > 0) {
      throw new Error(
        `console.error was called:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`,
      );
    }
  });
}
