import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { PRESCRIPTION_UPLOADS } from '../../src/shared/collections';
import { PRESCRIPTION_FOLDER, PRESCRIPTION_MAX_BYTES } from '../../src/shared/prescription-files';

/**
 * storage.rules against the official Storage and Firestore emulators (the rules read the upload's
 * Prescription-Upload record from Firestore). Run with `npm run test:rules:storage` inside
 * `firebase emulators:exec` (README, "Checking the rules"); without FIREBASE_STORAGE_EMULATOR_HOST
 * these tests are skipped. The folder, the types and the size limit are the upload page's own.
 */

const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const MINUTE = 60 * 1000;
/** Whom the centre calls about an upload, in the record and in the file's metadata alike. */
const sender = { title: 'Mita Das', mobile: '9876543210' };
let sequence = 0;
/** A fresh 20-character id, as the site's records have. */
const recordId = () =>
  `Rx${String(Date.now()).slice(-9)}${String((sequence += 1)).padStart(9, '0')}`;

describe.skipIf(!emulatorHost)('storage.rules (official emulators)', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-lab-site-rules',
      storage: { rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8') },
      firestore: { rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
    });
  });
  afterAll(() => env.cleanup());

  /**
   * A Prescription-Upload record as the site adds it, declaring a file of `size` bytes,
   * `minutesAgo` old; resolves with its id.
   */
  const announced = async (extension: string, contentType: string, size = 10, minutesAgo = 0) => {
    const id = recordId();
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc(`${PRESCRIPTION_UPLOADS}/${id}`)
        .set({
          ...sender,
          extension,
          contentType,
          size,
          createdAt: firebase.firestore.Timestamp.fromMillis(Date.now() - minutesAgo * MINUTE),
          expiresAt: firebase.firestore.Timestamp.fromMillis(Date.now() + 90 * 24 * 60 * MINUTE),
        });
    });
    return id;
  };
  const bucket = () => env.unauthenticatedContext().storage();
  const upload = (path: string, size: number, contentType: string, originalName = 'rx.jpg') =>
    bucket()
      .ref(path)
      .put(new Uint8Array(size), { contentType, customMetadata: { ...sender, originalName } })
      .then((snapshot) => snapshot.metadata);
  const at = (id: string, extension: string) => `${PRESCRIPTION_FOLDER}/${id}.${extension}`;

  it('takes an announced photo or PDF at its record’s path, up to the limit', async () => {
    for (const [extension, type] of [
      ['jpg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['heic', 'image/heic'],
      ['heif', 'image/heif'],
      ['pdf', 'application/pdf'],
    ] as const) {
      await assertSucceeds(
        upload(at(await announced(extension, type, 2048), extension), 2048, type),
      );
    }
    const id = await announced('pdf', 'application/pdf', PRESCRIPTION_MAX_BYTES);
    await assertSucceeds(upload(at(id, 'pdf'), PRESCRIPTION_MAX_BYTES, 'application/pdf'));
  });

  it('refuses a file nobody announced, announced otherwise, or over an hour ago', async () => {
    await assertFails(upload(at(recordId(), 'jpg'), 10, 'image/jpeg'));
    const pdf = await announced('pdf', 'application/pdf');
    await assertFails(upload(at(pdf, 'jpg'), 10, 'image/jpeg'));
    await assertFails(upload(at(pdf, 'pdf'), 10, 'image/png'));
    const old = await announced('jpg', 'image/jpeg', 10, 61);
    await assertFails(upload(at(old, 'jpg'), 10, 'image/jpeg'));
  });

  it('refuses a second file for a record whose first the function quarantined', async () => {
    const id = await announced('jpg', 'image/jpeg', 2048);
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc(`${PRESCRIPTION_UPLOADS}/${id}`)
        .update({ quarantinedAt: firebase.firestore.Timestamp.now() });
    });
    await assertFails(upload(at(id, 'jpg'), 2048, 'image/jpeg'));
  });

  it('refuses a file of another size than its record declares, which its counter added', async () => {
    const id = await announced('jpg', 'image/jpeg', 2048);
    await assertFails(upload(at(id, 'jpg'), 2049, 'image/jpeg'));
    await assertFails(upload(at(id, 'jpg'), PRESCRIPTION_MAX_BYTES, 'image/jpeg'));
    await assertSucceeds(upload(at(id, 'jpg'), 2048, 'image/jpeg'));
  });

  it('refuses a file too large, empty, of another type, or with other metadata', async () => {
    const id = await announced('pdf', 'application/pdf');
    await assertFails(upload(at(id, 'pdf'), PRESCRIPTION_MAX_BYTES + 1, 'application/pdf'));
    await assertFails(upload(at(id, 'pdf'), 0, 'application/pdf'));
    await assertFails(upload(at(id, 'pdf'), 10, 'application/pdf', 'x'.repeat(256)));
    const svg = await announced('svg', 'image/svg+xml');
    await assertFails(upload(at(svg, 'svg'), 10, 'image/svg+xml'));
    await assertFails(
      bucket()
        .ref(at(id, 'pdf'))
        .put(new Uint8Array(10), { contentType: 'application/pdf', customMetadata: { x: 'y' } })
        .then((snapshot) => snapshot.metadata),
    );
    // The file names someone other than its record does.
    await assertFails(
      bucket()
        .ref(at(id, 'pdf'))
        .put(new Uint8Array(10), {
          contentType: 'application/pdf',
          customMetadata: { ...sender, mobile: '9123456789' },
        })
        .then((snapshot) => snapshot.metadata),
    );
  });

  it('refuses a Content-Disposition, Content-Encoding or Cache-Control set by the client', async () => {
    const put = (headers: Record<string, string>) =>
      announced('pdf', 'application/pdf').then((id) =>
        bucket()
          .ref(at(id, 'pdf'))
          .put(new Uint8Array(10), {
            contentType: 'application/pdf',
            customMetadata: sender,
            ...headers,
          })
          .then((snapshot) => snapshot.metadata),
      );
    await assertFails(put({ contentDisposition: 'attachment; filename="rx.html"' }));
    await assertFails(put({ contentEncoding: 'gzip' }));
    await assertFails(put({ cacheControl: 'public, max-age=31536000' }));
    await assertSucceeds(put({ contentDisposition: 'inline' }));
  });

  it('refuses uploads anywhere else', async () => {
    await assertFails(upload('photo.jpg', 10, 'image/jpeg'));
    await assertFails(upload(`${PRESCRIPTION_FOLDER}/photo.jpg`, 10, 'image/jpeg'));
    await assertFails(upload(`${PRESCRIPTION_FOLDER}/nested/photo.jpg`, 10, 'image/jpeg'));
  });

  it('lets nobody read, list, replace or delete an upload', async () => {
    const id = await announced('pdf', 'application/pdf');
    await assertSucceeds(upload(at(id, 'pdf'), 10, 'application/pdf'));
    const existing = bucket().ref(at(id, 'pdf'));
    await assertFails(existing.getDownloadURL());
    await assertFails(existing.getMetadata());
    await assertFails(bucket().ref(PRESCRIPTION_FOLDER).listAll());
    await assertFails(upload(at(id, 'pdf'), 10, 'application/pdf'));
    await assertFails(existing.updateMetadata({ contentType: 'image/png' }));
    await assertFails(existing.delete());
  });
});
