import type { DataSource } from '../../data-source';
import { demoCatalogue } from './demo-catalogue';

/** Where the demo site keeps what visitors send, so a reviewer can see that it arrived. */
export const localSubmissionsKey = (collection: string) => `lab-site:submissions:${collection}`;

export interface LocalSubmission {
  fields: Record<string, string>;
  createdAt: string;
}

/**
 * The embedded default: the bundled demo catalogue for reads, and the browser's own storage for
 * what visitors send. Nothing leaves the browser.
 */
export function createLocalDataSource(storage: Storage = globalThis.localStorage): DataSource {
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
      const key = localSubmissionsKey(collection);
      const stored: LocalSubmission[] = readSubmissions(storage, key);
      stored.push({ fields: { ...fields }, createdAt: new Date().toISOString() });
      // setItem throws when storage is full or blocked; the form reports that as a failed save.
      storage.setItem(key, JSON.stringify(stored));
    },
  };
}

function readSubmissions(storage: Storage, key: string): LocalSubmission[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as LocalSubmission[]) : [];
  } catch {
    return [];
  }
}
