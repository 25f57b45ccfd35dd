import type { DataSource, FileStorage, RecordFields } from '../../data-source';
import { demoCatalogue } from '../../../../shared/demo-catalogue';

/** Where the demo site keeps what visitors send, so a reviewer can see that it arrived. */
export const localSubmissionsKey = (collection: string) => `lab-site:submissions:${collection}`;

export interface LocalSubmission {
  id: string;
  fields: RecordFields;
  createdAt: string;
}

/** Where the demo site notes the files visitors upload: their details only, never the content. */
export const localUploadsKey = 'lab-site:uploads';

export interface LocalUpload {
  path: string;
  name: string;
  size: number;
  contentType: string;
  createdAt: string;
}

/**
 * Keeps what a visitor sent in this browser and returns its id; throws when storage is full or
 * blocked.
 */
export function keepLocalSubmission(
  collection: string,
  fields: RecordFields,
  storage: Storage = globalThis.localStorage,
): string {
  const key = localSubmissionsKey(collection);
  const stored = readList<LocalSubmission>(storage, key);
  const id = crypto.randomUUID();
  stored.push({ id, fields: { ...fields }, createdAt: new Date().toISOString() });
  storage.setItem(key, JSON.stringify(stored));
  return id;
}

/**
 * The embedded default: the bundled demo catalogue for reads, and the browser's own storage for
 * what visitors send. Nothing leaves the browser.
 */
export function createLocalDataSource(
  storage: Storage = globalThis.localStorage,
): DataSource & FileStorage {
  return {
    kind: 'local',
    async readCollection(collection, cap) {
      const documents = await demoCatalogue[collection]();
      return documents.slice(0, cap);
    },
    async readDocument(collection, id) {
      const documents = await demoCatalogue[collection]();
      return documents.find((document) => document.id === id) ?? null;
    },
    async addDocument(collection, fields) {
      // A full or blocked storage throws; the form reports that as a failed save.
      return keepLocalSubmission(collection, fields, storage);
    },
    async uploadFile(path, file, _about, onProgress) {
      // A prescription is medical data: the demo notes that it arrived but keeps no copy of it.
      onProgress?.(0);
      const uploads = readList<LocalUpload>(storage, localUploadsKey);
      const { name, size, type: contentType } = file;
      uploads.push({ path, name, size, contentType, createdAt: new Date().toISOString() });
      storage.setItem(localUploadsKey, JSON.stringify(uploads));
      onProgress?.(1);
    },
  };
}

function readList<T>(storage: Storage, key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}
