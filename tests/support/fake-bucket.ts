import type { StoredFile, UploadBucket } from '../../functions/src/uploads';

interface FakeFile {
  bytes: Uint8Array;
  metadata: Record<string, unknown>;
}

/**
 * A Cloud Storage bucket as the functions use it (functions/src/uploads.ts), in memory: the
 * Storage emulator does not run on this machine. It keeps what each call did to each file, so a
 * test reads back where a file ended up and what metadata it was left with.
 */
export function fakeBucket(name = 'demo-lab-site.firebasestorage.app') {
  const files = new Map<string, FakeFile>();
  const file = (path: string): StoredFile => ({
    exists: async () => [files.has(path)],
    download: async () => {
      const stored = files.get(path);
      if (!stored) throw Object.assign(new Error(`No such object: ${path}`), { code: 404 });
      return [Buffer.from(stored.bytes)];
    },
    setMetadata: async (changes) => {
      const stored = files.get(path);
      if (!stored) throw Object.assign(new Error(`No such object: ${path}`), { code: 404 });
      stored.metadata = mergeMetadata(stored.metadata, changes);
    },
    move: async (destination) => {
      const stored = files.get(path);
      if (!stored) throw Object.assign(new Error(`No such object: ${path}`), { code: 404 });
      files.set(destination, stored);
      files.delete(path);
    },
  });
  const bucket: UploadBucket = { name, file };
  return {
    bucket,
    files,
    /** Stores a file as an upload leaves it: its type, its headers, a download token. */
    put(path: string, contents: readonly number[], metadata: Record<string, unknown> = {}) {
      files.set(path, {
        bytes: Uint8Array.from(contents),
        metadata: {
          metadata: { firebaseStorageDownloadTokens: 'a-token-for-whoever-uploaded' },
          ...metadata,
        },
      });
    },
  };
}

/** As Cloud Storage's PATCH does: a null removes a field or a custom metadata key. */
function mergeMetadata(
  stored: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const withoutNulls = (entries: [string, unknown][]) =>
    Object.fromEntries(entries.filter(([, value]) => value !== null));
  const { metadata: customChanges, ...fieldChanges } = changes;
  const custom = {
    ...(stored.metadata as Record<string, unknown> | undefined),
    ...(customChanges as Record<string, unknown> | undefined),
  };
  const merged = withoutNulls(Object.entries({ ...stored, ...fieldChanges }));
  return { ...merged, metadata: withoutNulls(Object.entries(custom)) };
}
