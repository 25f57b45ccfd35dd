import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import {
  listCollections,
  photoCollections,
  PUBLISHED_CATALOGUE,
  SUBMISSION_STATUS,
  submissionCollections,
  type SubmissionKind,
} from '../../src/data/collections';

/**
 * firestore.rules against the official Firestore emulator, which evaluates the rules as production
 * does: part of `npm test` (the `rules` project, on the emulator global-setup starts). The
 * collections, keys and limits come from src/data/collections.ts, the definitions the site writes
 * with.
 */
const catalogue = [...Object.values(listCollections), ...Object.values(photoCollections)];
const kinds = Object.keys(submissionCollections) as SubmissionKind[];

/** A valid submission of a kind: every key at a plausible value, and the fixed status. */
function validSubmission(kind: SubmissionKind): Record<string, unknown> {
  const keys = Object.keys(submissionCollections[kind].maxLengths);
  return {
    ...Object.fromEntries(keys.map((key) => [key, `${key} value`])),
    status: SUBMISSION_STATUS,
  };
}

const without = (record: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

describe('firestore.rules (official emulator)', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    const [host, port] = inject('firestoreEmulatorHost').split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-lab-site-rules',
      firestore: {
        host,
        port: Number(port),
        rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      },
    });
  });
  afterAll(() => env.cleanup());
  beforeEach(() => env.clearFirestore());

  const visitor = () => env.unauthenticatedContext().firestore();
  /** Signing in gives no more rights: the site has no accounts. */
  const signedIn = () => env.authenticatedContext('someone').firestore();
  const seed = (path: string, data: Record<string, unknown>) =>
    env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(path).set(data);
    });

  describe('the published lists', () => {
    beforeEach(() => seed(`${PUBLISHED_CATALOGUE}/Labtest`, { format: 1, items: {} }));

    it('can be read by anyone, one list by its name', async () => {
      await assertSucceeds(visitor().doc(`${PUBLISHED_CATALOGUE}/Labtest`).get());
      await assertSucceeds(visitor().doc(`${PUBLISHED_CATALOGUE}/Radiology`).get());
    });

    it('cannot be listed, nor written by anyone but the Admin SDK', async () => {
      await assertFails(visitor().collection(PUBLISHED_CATALOGUE).get());
      for (const db of [visitor(), signedIn()]) {
        const list = db.doc(`${PUBLISHED_CATALOGUE}/Labtest`);
        await assertFails(list.set({ format: 1, items: { cbc: '{"name":"CBC","price":1}' } }));
        await assertFails(list.update({ 'items.cbc': '{"name":"CBC","price":1}' }));
        await assertFails(list.delete());
        await assertFails(db.doc(`${PUBLISHED_CATALOGUE}/Anything`).set({ format: 1 }));
      }
    });
  });

  describe.each(catalogue)('the catalogue collection %s', (name) => {
    beforeEach(() => seed(`${name}/one`, { name: 'One' }));

    it('can be read by anyone, one document or the whole list', async () => {
      await assertSucceeds(visitor().doc(`${name}/one`).get());
      await assertSucceeds(visitor().collection(name).get());
      await assertSucceeds(visitor().collection(name).limit(5).get());
    });

    it('cannot be written by anyone', async () => {
      for (const db of [visitor(), signedIn()]) {
        await assertFails(db.collection(name).add({ name: 'New' }));
        await assertFails(db.doc(`${name}/one`).set({ name: 'Changed' }));
        await assertFails(db.doc(`${name}/one`).update({ name: 'Changed' }));
        await assertFails(db.doc(`${name}/one`).delete());
      }
    });
  });

  describe.each(kinds)('the %s collection', (kind) => {
    const { name, maxLengths } = submissionCollections[kind];
    const keys = Object.keys(maxLengths) as (keyof typeof maxLengths)[];

    it('takes a new record of exactly the form’s keys and the fixed status', async () => {
      await assertSucceeds(visitor().collection(name).add(validSubmission(kind)));
      await assertSucceeds(visitor().doc(`${name}/chosen-id`).set(validSubmission(kind)));
      await assertSucceeds(signedIn().collection(name).add(validSubmission(kind)));
    });

    it('takes every field at its longest', async () => {
      const longest = Object.fromEntries(keys.map((key) => [key, 'x'.repeat(maxLengths[key])]));
      await assertSucceeds(
        visitor()
          .collection(name)
          .add({ ...longest, status: SUBMISSION_STATUS }),
      );
    });

    it('refuses an extra key', async () => {
      await assertFails(
        visitor()
          .collection(name)
          .add({ ...validSubmission(kind), extra: 'x' }),
      );
    });

    it.each(keys)('refuses a record without %s', async (key) => {
      await assertFails(
        visitor()
          .collection(name)
          .add(without(validSubmission(kind), key)),
      );
    });

    it('refuses a record without its status', async () => {
      await assertFails(
        visitor()
          .collection(name)
          .add(without(validSubmission(kind), 'status')),
      );
    });

    it.each(keys)(
      'refuses %s as a number, a blank string or one character too long',
      async (key) => {
        for (const value of [12345, '   ', 'x'.repeat(maxLengths[key] + 1)]) {
          await assertFails(
            visitor()
              .collection(name)
              .add({ ...validSubmission(kind), [key]: value }),
          );
        }
      },
    );

    it('refuses any status but the fixed one', async () => {
      for (const status of ['Done', 'available', '', true]) {
        await assertFails(
          visitor()
            .collection(name)
            .add({ ...validSubmission(kind), status }),
        );
      }
    });

    it('cannot be read, listed, changed or deleted, even by the one who sent it', async () => {
      await seed(`${name}/sent`, validSubmission(kind));
      for (const db of [visitor(), signedIn()]) {
        await assertFails(db.doc(`${name}/sent`).get());
        await assertFails(db.collection(name).get());
        await assertFails(db.doc(`${name}/sent`).set(validSubmission(kind)));
        await assertFails(db.doc(`${name}/sent`).update({ status: SUBMISSION_STATUS }));
        await assertFails(db.doc(`${name}/sent`).delete());
      }
    });
  });

  it('denies every other collection, including the spec’s unused Appointments', async () => {
    await seed('Appointments/one', { name: 'x' });
    for (const path of ['Appointments/one', 'users/one', 'HomeVisit/one']) {
      await assertFails(visitor().doc(path).get());
      await assertFails(visitor().doc(path).set({ name: 'x' }));
    }
    await assertFails(visitor().collection('Labtest/one/notes').add({ text: 'x' }));
  });
});
