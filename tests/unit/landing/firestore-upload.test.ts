import type { Firestore } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { createFirestoreDataSource } from '../../../src/data/adapters/firestore';

type Observer = {
  next: (snapshot: { bytesTransferred: number; totalBytes: number }) => void;
  error: (error: unknown) => void;
  complete: () => void;
};

const storage = vi.hoisted(() => ({
  uploads: [] as { path: string; file: File; metadata: unknown }[],
  fail: false,
}));

vi.mock('firebase/storage', () => ({
  getStorage: (app: unknown) => ({ app }),
  ref: (_storage: unknown, path: string) => ({ path }),
  uploadBytesResumable: (reference: { path: string }, file: File, metadata: unknown) => {
    storage.uploads.push({ path: reference.path, file, metadata });
    return {
      on: (
        _event: string,
        ...[next, error, complete]: [Observer['next'], Observer['error'], Observer['complete']]
      ) => {
        queueMicrotask(() => {
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

describe('the Firebase adapter uploading a file', () => {
  it('sends it to Storage at the path, with its content type, reporting progress', async () => {
    const file = new File(['%PDF'], 'rx.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    await createFirestoreDataSource(db).uploadFile('prescription/rx.pdf-1', file, (fraction) =>
      progress.push(fraction),
    );
    expect(storage.uploads).toEqual([
      { path: 'prescription/rx.pdf-1', file, metadata: { contentType: 'application/pdf' } },
    ]);
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it('rejects when Storage refuses the upload', async () => {
    storage.fail = true;
    const file = new File(['x'], 'rx.png', { type: 'image/png' });
    await expect(createFirestoreDataSource(db).uploadFile('prescription/x', file)).rejects.toThrow(
      'storage/unauthorized',
    );
  });
});
