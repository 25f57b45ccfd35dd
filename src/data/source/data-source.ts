import type {
  ListCollection,
  ReadableCollection,
  WrittenCollection,
} from '../../shared/collections';
import type { RawDocument } from '../../shared/types';

export type { RawDocument };

/**
 * Every outside call the site makes goes through this port. The firestore adapter implements it
 * with the Firebase SDK; the local adapter with a bundled demo catalogue and the browser's storage.
 */
export interface DataSource {
  readonly kind: 'firestore' | 'local';
  /** Reads at most `cap` documents of a collection, in no particular order. */
  readCollection(collection: ReadableCollection, cap: number): Promise<RawDocument[]>;
  /** Reads one document, or null when there is none with that id. */
  readDocument(collection: ReadableCollection, id: string): Promise<RawDocument | null>;
  /**
   * Adds a record of a visitor's with the given fields, and the times and counting the rules
   * require (firestore.rules); resolves with its id. An upload's record declares its file's size
   * as `size`, in bytes.
   */
  addDocument(collection: WrittenCollection, fields: RecordFields): Promise<string>;
}

/** What a visitor's record holds: the form's text, and an upload's size in bytes. */
export type RecordFields = Record<string, string | number>;

/**
 * The port's file half, kept apart so a fake DataSource for list or form tests need not stub it.
 * Both adapters implement it, and getDataSource returns both halves.
 */
export interface FileStorage {
  /**
   * Stores a visitor's file at `path` with its content type, and its name and `about` (who sent
   * it) as metadata, reporting the share sent so far (0 to 1) while it goes.
   */
  uploadFile(
    path: string,
    file: File,
    about: Record<string, string>,
    onProgress?: (fraction: number) => void,
  ): Promise<void>;
}

/**
 * Reads a list's published snapshot (src/shared/published-catalogue.ts), or null when there is none.
 * Apart from the rest of the port, so that a list page can check for changes without it: with
 * Firebase this is one HTTPS GET of Firestore's REST API, and the SDK is never downloaded.
 */
export interface PublishedReader {
  readPublished(collection: ListCollection): Promise<RawDocument | null>;
  /** The published settings (src/shared/published-settings.ts) the same way, or null. */
  readSettings(): Promise<RawDocument | null>;
}
