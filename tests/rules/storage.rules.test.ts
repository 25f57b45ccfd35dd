import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { PRESCRIPTION_FOLDER, PRESCRIPTION_MAX_BYTES } from '../../src/data/prescriptions';

/**
 * storage.rules against the official Storage emulator. Run with `npm run test:rules` inside
 * `firebase emulators:exec` (README, "For staff"); without FIREBASE_STORAGE_EMULATOR_HOST these
 * tests are skipped. The folder and the size limit are the upload page's own.
 */

const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

describe.skipIf(!emulatorHost)('storage.rules (official emulator)', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-lab-site-rules',
      storage: { rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8') },
    });
    // One upload already there, to try reading, replacing and deleting it.
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .storage()
        .ref(`${PRESCRIPTION_FOLDER}/existing.pdf`)
        .put(new Uint8Array(10), { contentType: 'application/pdf' });
    });
  });
  afterAll(() => env.cleanup());

  const bucket = () => env.unauthenticatedContext().storage();
  const upload = (path: string, size: number, contentType: string) =>
    bucket()
      .ref(path)
      .put(new Uint8Array(size), { contentType })
      .then((snapshot) => snapshot.metadata);
  const at = (name: string) =>
    `${PRESCRIPTION_FOLDER}/${name}-${Math.random().toString(16).slice(2)}`;

  it('takes an image or a PDF under the prescription folder, up to the limit', async () => {
    await assertSucceeds(upload(at('photo.jpg'), 2048, 'image/jpeg'));
    await assertSucceeds(upload(at('photo.heic'), 2048, 'image/heic'));
    await assertSucceeds(upload(at('scan.pdf'), 2048, 'application/pdf'));
    await assertSucceeds(upload(at('big.pdf'), PRESCRIPTION_MAX_BYTES, 'application/pdf'));
  });

  it('refuses a file too large, empty, or of another type', async () => {
    await assertFails(upload(at('huge.pdf'), PRESCRIPTION_MAX_BYTES + 1, 'application/pdf'));
    await assertFails(upload(at('empty.jpg'), 0, 'image/jpeg'));
    await assertFails(upload(at('notes.txt'), 10, 'text/plain'));
    await assertFails(upload(at('page.html'), 10, 'text/html'));
    await assertFails(upload(at('odd.pdf'), 10, 'application/pdfx'));
  });

  it('refuses uploads anywhere else', async () => {
    await assertFails(upload('photo.jpg', 10, 'image/jpeg'));
    await assertFails(upload('uploads/photo.jpg', 10, 'image/jpeg'));
    await assertFails(upload(`${PRESCRIPTION_FOLDER}/nested/photo.jpg`, 10, 'image/jpeg'));
  });

  it('lets nobody read, list, replace or delete an upload', async () => {
    const existing = bucket().ref(`${PRESCRIPTION_FOLDER}/existing.pdf`);
    await assertFails(existing.getDownloadURL());
    await assertFails(existing.getMetadata());
    await assertFails(bucket().ref(PRESCRIPTION_FOLDER).listAll());
    await assertFails(upload(`${PRESCRIPTION_FOLDER}/existing.pdf`, 10, 'application/pdf'));
    await assertFails(existing.updateMetadata({ contentType: 'image/png' }));
    await assertFails(existing.delete());
  });
});
