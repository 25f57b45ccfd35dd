import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUBMISSION_QUOTA } from '../../../src/shared/collections';

/**
 * Where the Firebase-mode site and its Firestore run for the end-to-end suite and the Firebase-mode
 * Lighthouse measurement (tests/e2e/firebase/serve-firebase-mode.ts starts both): the build talks
 * to the emulator at a fixed address, baked in when it is built.
 */
export const firebaseModePort = Number(process.env.FIREBASE_E2E_PORT ?? 4373);
export const firestorePort = Number(process.env.FIREBASE_E2E_FIRESTORE_PORT ?? 8686);
/** The built site: where .ci/run asks for it, else one folder a port. */
export const firebaseModeDist =
  process.env.FIREBASE_E2E_DIST ?? join(tmpdir(), `lab-site-firebase-mode-${firestorePort}`);
export const firestoreHost = `127.0.0.1:${firestorePort}`;
/**
 * Where the stand-in for EmailJS's REST API takes the functions' e-mails to the centre:
 * functions/.env.demo-lab-site gives the functions its address.
 */
export const emailJsStandInPort = 4375;
/** The `demo-` project of tests/support/e2e/firebase-mode.json, the settings the build uses. */
export const projectId = 'demo-lab-site';
/** The lab tests the emulator holds: the demo catalogue's, topped up with generated ones. */
export const labTestCount = 2500;

const documentsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
/** The emulator's token for a caller that the rules do not apply to, as staff in the console. */
const owner = { Authorization: 'Bearer owner' };

interface RestValue {
  stringValue?: string;
  timestampValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
}

const plain = (value: RestValue): unknown =>
  value.stringValue ??
  (value.integerValue === undefined ? undefined : Number(value.integerValue)) ??
  value.doubleValue ??
  value.booleanValue ??
  value;

/**
 * Every record of a collection as staff would see it in the console, the visitor's fields only:
 * the two times every record carries (firestore.rules) are checked to be there and left out.
 */
export async function storedRecords(collection: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${documentsUrl}/${collection}?pageSize=300`, { headers: owner });
  if (!response.ok) throw new Error(`Reading ${collection}: HTTP ${response.status}`);
  const { documents = [] } = (await response.json()) as {
    documents?: { fields?: Record<string, RestValue> }[];
  };
  return documents.map(({ fields = {} }) => {
    const { createdAt, expiresAt, ...sent } = fields;
    if (createdAt?.timestampValue === undefined || expiresAt?.timestampValue === undefined) {
      throw new Error(`A ${collection} record lacks its createdAt or expiresAt time`);
    }
    return Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, plain(value)]));
  });
}

/**
 * Deletes what visitors sent, and the collection's counter, so each test reads back only its own
 * record and starts a fresh quota window.
 */
export async function deleteRecords(collection: string): Promise<void> {
  const response = await fetch(`${documentsUrl}/${collection}?pageSize=300`, { headers: owner });
  const { documents = [] } = (await response.json()) as { documents?: { name: string }[] };
  const counter = `projects/${projectId}/databases/(default)/documents/${SUBMISSION_QUOTA}/${collection}`;
  for (const name of [...documents.map((document) => document.name), counter]) {
    await fetch(`http://${firestoreHost}/v1/${name}`, { method: 'DELETE', headers: owner });
  }
}
