// @vitest-environment node
import { readFileSync } from 'node:fs';
import * as firestore from 'firebase/firestore';
import * as firestoreLite from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';

/**
 * The browser build reads Firestore through `firebase/firestore/lite`; the integration tests run
 * the same adapter against `firebase/firestore` (see vitest.config.ts). That is only sound while
 * every name the adapter imports means the same in both.
 */
describe('the Firestore Lite SDK and the full SDK', () => {
  const adapter = readFileSync('src/data/adapters/firestore/index.ts', 'utf8');
  const imported = /import \{([^}]+)\} from 'firebase\/firestore\/lite'/.exec(adapter)?.[1] ?? '';
  const names = imported
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '));

  it('export every function the adapter uses', () => {
    expect(names).toEqual(expect.arrayContaining(['getDocs', 'getDoc', 'addDoc', 'limit']));
    for (const name of names) {
      expect(typeof Reflect.get(firestoreLite, name), `lite ${name}`).toBe('function');
      expect(typeof Reflect.get(firestore, name), `full ${name}`).toBe('function');
    }
  });
});
