import type { Firestore } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { createFirestoreDataSource } from '../../../../../../src/data/source/adapters/firestore';
import { SEND_TIMEOUT_MS, SendTimeoutError } from '../../../../../../src/data/source/time-box';
import { firebaseModeEnv } from '../../../../../support/firebase-env';

type Observer = {
  next: (snapshot: { bytesTransferred: number; totalBytes: number }) => void;
  error: (error: unknown) => void;
  complete: () => void;
};

const storage = vi.hoisted(() => ({
  uploads: [] as { path: string; file: File; metadata: unknown }[],
  fail: false,
  /** The connection drops after the first progress report and nothing more is heard. */
  hang: false,
  cancelled: 0,
  service: { maxUploadRetryTime: 600_000 },
}));

vi.mock('firebase/storage', () => ({
  getStorage: () => storage.service,
  ref: (_storage: unknown, path: string) => ({ path }),
  uploadBytesResumable: (reference: { path: string }, file: File, metadata: unknown) => {
    storage.uploads.push({ path: reference.path, file, metadata });
    let fail: Observer['error'] = () => undefined;
    return {
      cancel: () => {
        storage.cancelled += 1;
        fail(new Error('storage/canceled'));
      },
      on: (
        _event: string,
        ...[next, error, complete]: [Observer['next'], Observer['error'], Observer['complete']]
      ) => {
        fail = error;
        queueMicrotask(() => {
          if (storage.hang) {
            next({ bytesTransferred: 0, totalBytes: 200 });
            return;
          }
          next({ bytesTransferred: 0, totalBytes: 200 });
          next({ bytesTransferred: 100, totalBytes: 200 });
          if (storage.fail) {
            error(new Error('storage/unauthorized'));
            return;
          }
          next({ bytesTransferred: 200, totalBytes: 200 });
          complete();
        });
      },
    };
  },
}));

const db = { app: { name: '[DEFAULT]' } } as unknown as Firestore;
const settings = firebaseModeEnv.firebase!;

describe('the Firebase adapter uploading a file', () => {
  it('sends it to Storage at the path, with its type, its name and its sender as metadata, reporting progress', async () => {
    const file = new File(['%PDF'], 'my rx.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    await createFirestoreDataSource(db, settings).uploadFile(
      'prescription/AbCdEfGhIjKlMnOpQrSt.pdf',
      file,
      { title: 'Mita Das', mobile: '9876543210' },
      (fraction) => progress.push(fraction),
    );
    expect(storage.uploads).toEqual([
      {
        path: 'prescription/AbCdEfGhIjKlMnOpQrSt.pdf',
        file,
        metadata: {
          contentType: 'application/pdf',
          customMetadata: { title: 'Mita Das', mobile: '9876543210', originalName: 'my rx.pdf' },
        },
      },
    ]);
    expect(progress).toEqual([0, 0.5, 1]);
    // Storage would otherwise retry a failing upload for ten minutes.
    expect(storage.service.maxUploadRetryTime).toBe(SEND_TIMEOUT_MS);
  });

  it('gives up, cancelling the upload, after 20 s without progress', async () => {
    vi.useFakeTimers();
    storage.hang = true;
    const file = new File(['x'], 'rx.png', { type: 'image/png' });
    const upload = createFirestoreDataSource(db, settings).uploadFile(
      'prescription/x.png',
      file,
      {},
    );
    const outcome = upload.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(storage.cancelled).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(SendTimeoutError);
    expect(storage.cancelled).toBe(1);
    storage.hang = false;
    vi.useRealTimers();
  });

  it('rejects when Storage refuses the upload', async () => {
    storage.fail = true;
    const file = new File(['x'], 'rx.png', { type: 'image/png' });
    await expect(
      createFirestoreDataSource(db, settings).uploadFile('prescription/x', file, {}),
    ).rejects.toThrow('storage/unauthorized');
  });
});
