import { randomUUID } from 'node:crypto';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { Target } from './firestore-target';

/** A stored file as erasure reads it: where it is, and the custom metadata the upload gave it. */
export interface StoredPersonFile {
  path: string;
  metadata: Readonly<Record<string, string>>;
}

/**
 * The part of the Storage bucket erasure uses, small enough for a test to stand in for: the
 * Storage emulator does not run on every machine.
 */
export interface PersonFiles {
  /** Where the files are, for the report: `gs://<bucket>`. */
  readonly name: string;
  /** Every file whose path begins with `prefix`, with its custom metadata. */
  list(prefix: string): Promise<StoredPersonFile[]>;
  /** Deletes one file; a file already gone is no error. */
  delete(path: string): Promise<void>;
}

export interface OpenPersonFiles {
  files: PersonFiles;
  close(): Promise<void>;
}

/**
 * The project's bucket through firebase-admin, in an app of its own. On an emulator target the
 * Admin SDK finds the Storage emulator by FIREBASE_STORAGE_EMULATOR_HOST.
 */
export function openBucketFiles(target: Target, bucketName: string): OpenPersonFiles {
  const app = initializeApp(
    target.kind === 'emulator'
      ? { projectId: target.projectId }
      : { projectId: target.projectId, credential: applicationDefault() },
    `staff-files-${randomUUID()}`,
  );
  const bucket = getStorage(app).bucket(bucketName);
  return {
    files: {
      name: `gs://${bucket.name}`,
      async list(prefix) {
        const [files] = await bucket.getFiles({ prefix });
        return files.map((file) => ({
          path: file.name,
          metadata: Object.fromEntries(
            Object.entries(file.metadata.metadata ?? {}).map(([key, value]) => [
              key,
              String(value),
            ]),
          ),
        }));
      },
      async delete(path) {
        await bucket.file(path).delete({ ignoreNotFound: true });
      },
    },
    close: () => deleteApp(app),
  };
}
