import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { PRESCRIPTION_UPLOADS } from '../../src/shared/collections';
import {
  PRESCRIPTION_FOLDER,
  QUARANTINE_FOLDER,
  prescriptionTypes,
  sniffPrescriptionType,
  type PrescriptionExtension,
} from '../../src/shared/prescription-files';
import {
  consoleFileLink,
  noticeFor,
  recordFromUpload,
  type Notice,
  type NotifiedRecord,
} from './notices';
import { fileIsWhole } from './file-structure';

/**
 * A stored prescription checked on the server, since the upload page's own check can be bypassed:
 * its first bytes against the type it was sent as, the uploader's download link taken away, and
 * any header the client set for its download dropped. storage.rules refuse such headers too; this
 * is the check that holds whatever the rules can see.
 */

/** The part of a Cloud Storage file this check uses (a `File` of firebase-admin/storage). */
export interface StoredFile {
  exists(): Promise<[boolean]>;
  /** The whole file: at most 10 MiB, as storage.rules allow. */
  download(): Promise<[Buffer]>;
  setMetadata(metadata: Record<string, unknown>): Promise<unknown>;
  move(destination: string): Promise<unknown>;
}

/** The part of a bucket this check uses (a `Bucket` of firebase-admin/storage). */
export interface UploadBucket {
  name: string;
  file(path: string): StoredFile;
}

export { QUARANTINE_FOLDER };

export type UploadVerdict =
  | { state: 'kept'; path: string }
  | { state: 'quarantined'; path: string; problem: string }
  /** Neither where it was sent nor in quarantine: it never arrived, or has been deleted. */
  | { state: 'gone' };

const kindName: Record<PrescriptionExtension, string> = {
  jpg: 'JPEG photo',
  png: 'PNG image',
  webp: 'WebP image',
  heic: 'HEIC photo',
  heif: 'HEIF photo',
  pdf: 'PDF',
};

const isPrescriptionExtension = (value: string): value is PrescriptionExtension =>
  Object.hasOwn(prescriptionTypes, value);

const isPrescriptionPath = (path: string) => path.startsWith(`${PRESCRIPTION_FOLDER}/`);

/** gRPC's NOT_FOUND, as the Admin SDK reports an update of a document that is not there. */
const NOT_FOUND = 5;

/**
 * Marks the upload's record as having had its file quarantined: moving the file frees its path,
 * and storage.rules take no second file for a marked record, which would otherwise store file
 * after file within the record's hour, each outside the counter's bytes. A record already gone
 * (deleted by staff) is left so.
 */
async function markQuarantined(db: Firestore, path: string) {
  const id = path.slice(path.lastIndexOf('/') + 1, path.lastIndexOf('.'));
  try {
    await db
      .collection(PRESCRIPTION_UPLOADS)
      .doc(id)
      .update({ quarantinedAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
  }
}

/**
 * Checks a file stored under `prescription/`: first its download token (the link the upload gave
 * the uploader, which bypasses every rule) and any Cache-Control, Content-Disposition,
 * Content-Encoding or Content-Language are removed; then its first bytes must be the kind its
 * name and its content type say, and the rest the whole of one (./file-structure.ts), or it is
 * moved to `quarantine/<its path>`. A file already moved
 * there (the event retried, or the sweep asking after its record) is reported as quarantined, for
 * the same reason, rather than missing. Its record in `db` is marked first (markQuarantined).
 */
export async function checkUpload(
  bucket: UploadBucket,
  db: Firestore,
  path: string,
  contentType: string | undefined,
): Promise<UploadVerdict> {
  const file = bucket.file(path);
  const destination = `${QUARANTINE_FOLDER}/${path}`;
  const [exists] = await file.exists();
  if (!exists) {
    const moved = bucket.file(destination);
    const [quarantined] = await moved.exists();
    if (!quarantined) return { state: 'gone' };
    const problem = mismatch(await contentsOf(moved), path, contentType);
    return { state: 'quarantined', path: destination, problem: problem ?? quarantinedProblem };
  }
  await file.setMetadata({
    cacheControl: null,
    contentDisposition: null,
    contentEncoding: null,
    contentLanguage: null,
    metadata: { firebaseStorageDownloadTokens: null },
  });
  const problem = mismatch(await contentsOf(file), path, contentType);
  if (problem === null) return { state: 'kept', path };
  await markQuarantined(db, path);
  await file.move(destination);
  return { state: 'quarantined', path: destination, problem };
}

const contentsOf = async (file: StoredFile) => new Uint8Array((await file.download())[0]);

/** A quarantined file that is, after all, what it claims: moved by hand, or by an older check. */
const quarantinedProblem =
  'file quarantined: staff moved it out of prescription/; check it before opening';

/**
 * Why a file at `path` is not the whole of the kind its name and content type say, or null when
 * it is.
 */
function mismatch(bytes: Uint8Array, path: string, contentType: string | undefined): string | null {
  const sniffed = sniffPrescriptionType(bytes);
  const named = path.slice(path.lastIndexOf('.') + 1);
  const claimed = isPrescriptionExtension(named) ? named : null;
  if (sniffed !== null && sniffed === claimed && prescriptionTypes[sniffed] === contentType) {
    return fileIsWhole(sniffed, bytes)
      ? null
      : `file quarantined: it begins as a ${kindName[sniffed]} but is cut short or cannot be opened as one; do not open it`;
  }
  const found = sniffed === null ? 'not a photo or a PDF' : `a ${kindName[sniffed]}`;
  const sentAs = claimed === null ? contentType || 'no type' : `a ${kindName[claimed]}`;
  return `file quarantined: its first bytes are ${found}, but it was sent as ${sentAs}; do not open it`;
}

/** The record of an upload as its e-mail tells it: where the file is now, and what is wrong. */
export const recordWithVerdict = (
  record: NotifiedRecord,
  verdict: Exclude<UploadVerdict, { state: 'gone' }>,
  projectId: string,
  bucket: string,
): NotifiedRecord =>
  verdict.state === 'kept'
    ? record
    : {
        ...record,
        link: consoleFileLink(projectId, bucket, verdict.path),
        problem: verdict.problem,
      };

/** A file as its storage event describes it. */
export interface StoredObject {
  name: string;
  bucket: string;
  contentType?: string;
  metadata?: Record<string, string>;
  timeCreated?: string | Date;
}

/**
 * The storage trigger's work: a file stored under `prescription/` is checked (and quarantined if
 * it is not what it claims), then told of through `tell`, named by its metadata (storage.rules
 * require the sender's name and mobile there), with what was wrong with it.
 */
export async function handleStoredUpload(
  bucket: UploadBucket,
  db: Firestore,
  object: StoredObject,
  projectId: string,
  tell: (notice: Notice) => Promise<unknown>,
): Promise<UploadVerdict | null> {
  if (!isPrescriptionPath(object.name)) return null;
  const verdict = await checkUpload(bucket, db, object.name, object.contentType);
  if (verdict.state === 'gone') return verdict;
  const at = new Date(object.timeCreated ?? Date.now());
  const record = recordFromUpload(object.name, object.metadata, at, projectId, object.bucket);
  if (record !== null)
    await tell(noticeFor(recordWithVerdict(record, verdict, projectId, object.bucket)));
  return verdict;
}
