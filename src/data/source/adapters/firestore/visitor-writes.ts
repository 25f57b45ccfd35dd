import type { Firestore } from 'firebase/firestore/lite';
import type { FirebaseEnv } from '../../../../config/env';
import type { RecordFields } from '../../data-source';
import {
  ACCOUNT_LIMIT_PER_WINDOW,
  KEPT_DAYS,
  PRESCRIPTION_UPLOADS,
  QUOTA_WINDOW_MINUTES,
  SENDER_QUOTA,
  senderQuotaId,
  SUBMISSION_QUOTA,
  type WrittenCollection,
} from '../../../../shared/collections';
import { isCeilingFull } from '../../../../shared/ceilings';
import { LimitReachedError } from '../../send-failure';
import { SEND_TIMEOUT_MS, SendTimeoutError, silenceTimer } from '../../time-box';
import type { SignedInVisitor } from './anonymous-visitor';
import { decodeRestFields, documentsUrl } from './published-reader';
import { encodeRestFields } from './rest-encode';
import { restError } from './rest-error';

/**
 * What a visitor writes: a counted record and a prescription's file. A chunk of its own, loaded
 * when a visitor first sends, so that no page's first load carries it. Records go through
 * Firestore's REST API with the visitor's token (./anonymous-visitor.ts): the SDK cannot take a
 * token from anything but Firebase Auth's SDK, whose shared code would grow every page's
 * Firestore chunk.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Storage otherwise retries a failed upload for ten minutes while the visitor waits. */
const UPLOAD_RETRY_MS = 20_000;

/**
 * Stores a visitor's file at `path` with its content type, and its name and `about` (who sent it)
 * as metadata, reporting the share sent so far; an upload silent for 20 s is cancelled.
 */
export async function uploadToStorage(
  db: Firestore,
  path: string,
  file: File,
  about: Record<string, string>,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  // Storage is loaded only when a visitor uploads, never with the page.
  const { getStorage, ref, uploadBytesResumable } = await import('firebase/storage');
  const storage = getStorage(db.app);
  storage.maxUploadRetryTime = UPLOAD_RETRY_MS;
  // The visitor's own file name goes in the metadata, never in the stored path; who sent it
  // goes there too, so staff opening the file in the console see whom to call.
  const task = uploadBytesResumable(ref(storage, path), file, {
    contentType: file.type,
    customMetadata: { ...about, originalName: file.name },
  });
  await new Promise<void>((resolve, reject) => {
    let stalled = false;
    const silence = silenceTimer(() => {
      stalled = true;
      task.cancel();
    });
    task.on(
      'state_changed',
      ({ bytesTransferred, totalBytes }) => {
        silence.heard();
        onProgress?.(totalBytes === 0 ? 0 : bytesTransferred / totalBytes);
      },
      (error) => {
        silence.stop();
        reject(stalled ? new SendTimeoutError(SEND_TIMEOUT_MS) : error);
      },
      () => {
        silence.stop();
        resolve();
      },
    );
  });
}

/** A counter as the rules keep it, or null before its first record. */
interface Counter {
  windowStart: Date;
  count: number;
  /** The uploads' counter: the sizes its records declared in this window. */
  bytes?: number;
}

type CounterMove = 'open' | 'count';

const WINDOW_MS = QUOTA_WINDOW_MINUTES * 60 * 1000;

/** A counter whose window is open by this phone's clock and that `isFull` says has no room. */
const isFullNow = (counter: Counter | null, isFull: (counter: Counter) => boolean) =>
  counter !== null && Date.now() < counter.windowStart.getTime() + WINDOW_MS && isFull(counter);

/**
 * Which move this phone's clock expects the rules to take first (a new window, or one more in the
 * open one), then the other: a clock that is off, or a visitor who opened the window a moment
 * before, makes the rules take the other.
 */
function movesFor(counter: Counter | null): [CounterMove, CounterMove] {
  const opens = counter === null || Date.now() >= counter.windowStart.getTime() + WINDOW_MS;
  return opens ? ['open', 'count'] : ['count', 'open'];
}

/** The rules refused the batch, or it counted on a counter that someone else had not yet made. */
const isRefusal = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' || code === 'not-found';
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new document's id as Firestore's SDKs choose it: 20 random letters and digits. */
function autoId(): string {
  const random = crypto.getRandomValues(new Uint8Array(40));
  // Bytes from 248 up are skipped, so that each of the 62 characters is as likely.
  return [...random]
    .filter((byte) => byte < 248)
    .slice(0, 20)
    .map((byte) => ALPHANUMERIC[byte % 62])
    .join('');
}

const serverTime = (fieldPath: string) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' });

/**
 * A counter's write: a new window (the whole document, its start the server's time, its sums
 * `adds`) or one more in the open window (only the fields named, each sum moved on by the server).
 */
function counterWrite(
  name: string,
  move: CounterMove,
  fields: Record<string, string | Date>,
  adds: Record<string, number>,
) {
  return move === 'open'
    ? {
        update: { name, fields: encodeRestFields({ ...fields, ...adds }) },
        updateTransforms: [serverTime('windowStart')],
      }
    : {
        update: { name, fields: encodeRestFields(fields) },
        updateMask: { fieldPaths: Object.keys(fields) },
        updateTransforms: Object.entries(adds).map(([fieldPath, amount]) => ({
          fieldPath,
          increment: { integerValue: String(amount) },
        })),
        currentDocument: { exists: true },
      };
}

/**
 * Adds a record as firestore.rules require (docs/decisions/084-limits-that-bind-one-sender.md):
 * with the server's time, the day the TTL policy deletes it, and in the same commit the
 * collection's counter and the sender's, each naming it; an upload's record declares its file's
 * `size`, which its collection's counter adds to the window's bytes
 * (docs/decisions/125-uploads-bound-by-their-bytes.md). Both counters are read first, so a full
 * one is told at once; each moves as this phone's clock expects, and a refused commit is tried
 * with the other moves. Resolves with the record's id.
 */
export async function addCounted(
  config: Pick<FirebaseEnv, 'projectId' | 'apiKey' | 'firestoreEmulatorHost'>,
  { uid, idToken }: SignedInVisitor,
  collection: WrittenCollection,
  fields: RecordFields,
): Promise<string> {
  const documents = documentsUrl(config);
  const key = `?key=${encodeURIComponent(config.apiKey)}`;
  const headers = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' };
  const named = (path: string) => `${documents.slice(documents.indexOf('projects/'))}/${path}`;
  const id = autoId();
  const expiresAt = new Date(Date.now() + KEPT_DAYS * DAY_MS);
  const ceiling = `${SUBMISSION_QUOTA}/${collection}`;
  const sender = `${SENDER_QUOTA}/${senderQuotaId(collection, uid)}`;
  const size = typeof fields.size === 'number' ? fields.size : 0;
  const ceilingAdds: Record<string, number> =
    collection === PRESCRIPTION_UPLOADS ? { count: 1, bytes: size } : { count: 1 };

  // One batchGet for both: a counter not made yet is "missing" in its answer, where a plain GET
  // would be a 404 that the browser logs as an error.
  const readCounters = async (): Promise<[Counter | null, Counter | null]> => {
    const response = await fetch(`${documents}:batchGet${key}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ documents: [named(ceiling), named(sender)] }),
    });
    if (!response.ok) throw await restError(response, 'firestore');
    const answers = (await response.json()) as { found?: { name: string; fields?: unknown } }[];
    const counter = (path: string) => {
      const found = answers.find((answer) => answer.found?.name === named(path))?.found;
      return found ? (decodeRestFields(found.fields) as unknown as Counter) : null;
    };
    return [counter(ceiling), counter(sender)];
  };
  const counted = async () => {
    const [ceilingNow, senderNow] = await readCounters();
    if (isFullNow(ceilingNow, (counter) => isCeilingFull(collection, counter, size)))
      throw new LimitReachedError('ceiling');
    if (isFullNow(senderNow, ({ count }) => count >= ACCOUNT_LIMIT_PER_WINDOW))
      throw new LimitReachedError('sender');
    return [movesFor(ceilingNow), movesFor(senderNow)] as const;
  };
  const commit = async (ceilingMove: CounterMove, senderMove: CounterMove) => {
    const writes = [
      counterWrite(named(ceiling), ceilingMove, { lastId: id }, ceilingAdds),
      counterWrite(named(sender), senderMove, { lastId: id, expiresAt }, { count: 1 }),
      {
        update: {
          name: named(`${collection}/${id}`),
          fields: encodeRestFields({ ...fields, expiresAt }),
        },
        updateTransforms: [serverTime('createdAt')],
        currentDocument: { exists: false },
      },
    ];
    const response = await fetch(`${documents}:commit${key}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw await restError(response, 'firestore');
  };

  const [[ceilingFirst, ceilingOther], [senderFirst, senderOther]] = await counted();
  let refusal: unknown;
  for (const [ceilingMove, senderMove] of [
    [ceilingFirst, senderFirst],
    [ceilingOther, senderFirst],
    [ceilingFirst, senderOther],
    [ceilingOther, senderOther],
  ] as const) {
    try {
      await commit(ceilingMove, senderMove);
      return id;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      refusal = error;
    }
  }
  // Filled by others since it was read: say so, rather than that nothing was sent.
  await counted();
  throw refusal;
}
