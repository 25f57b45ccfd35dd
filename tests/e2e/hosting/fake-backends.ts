import type { Page, Route } from '@playwright/test';
import { demoCatalogue } from '../../../src/shared/demo-catalogue';
import { publishedDemoSettings } from '../../../src/shared/demo-catalogue/site-settings';
import {
  PUBLISHED_CATALOGUE,
  PUBLISHED_SETTINGS,
  PUBLISHED_SETTINGS_ID,
  SENDER_QUOTA,
  SUBMISSION_QUOTA,
  type ReadableCollection,
} from '../../../src/shared/collections';
import { isListCollection, snapshotItems } from '../../../src/shared/parsers/list-parsers';
import { SNAPSHOT_FORMAT } from '../../../src/shared/published-catalogue';
import { packItems } from '../../../src/shared/admin/packed-items';
import firebaseMode from '../../support/e2e/firebase-mode.json' with { type: 'json' };

/**
 * Answers the calls the Firebase-mode site makes to Firestore (REST, as Firestore Lite and the
 * site's writes speak it), Firebase Auth (an anonymous sign-in), Cloud Storage and EmailJS, from
 * the demo catalogue, so every page shows its data with no network.
 * The browser applies the Content-Security-Policy before a request reaches these handlers: a call
 * the policy blocked would never arrive, and would be reported as a violation.
 */

export interface Backends {
  /** Documents the site added, by collection. */
  added: { collection: string; fields: Record<string, unknown> }[];
  /** Object names the site uploaded, with their content type. */
  uploads: { name: string; contentType: string }[];
  /** EmailJS sends. */
  emails: number;
}

type RestValue =
  | { stringValue: string }
  | { integerValue: string }
  | { doubleValue: number }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { timestampValue: string }
  | { bytesValue: string }
  | { arrayValue: { values: RestValue[] } }
  | { mapValue: { fields: Record<string, RestValue> } };

function toRest(value: unknown): RestValue {
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'boolean') return { booleanValue: value };
  if (value instanceof Uint8Array) return { bytesValue: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRest) } };
  if (typeof value === 'object' && value !== null) {
    return { mapValue: { fields: toRestFields(value as Record<string, unknown>) } };
  }
  return { nullValue: null };
}

const toRestFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toRest(value)]));

/** A record's text fields; its two times are Firestore's business, not the form's. */
type RestField = { stringValue?: string; integerValue?: string };

/** A record's text and whole numbers (an upload's size), as staff would read them. */
const fromRest = (fields: Record<string, RestField>) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([key, { stringValue, integerValue }]): [string, unknown][] =>
      stringValue !== undefined
        ? [[key, stringValue]]
        : integerValue !== undefined
          ? [[key, Number(integerValue)]]
          : [],
    ),
  );

const databasePath = `projects/${firebaseMode.VITE_FIREBASE_PROJECT_ID}/databases/(default)/documents`;
const now = () => new Date().toISOString();

async function documentsOf(collection: string) {
  const load = demoCatalogue[collection as ReadableCollection] as
    (typeof demoCatalogue)[ReadableCollection] | undefined;
  return load ? load() : [];
}

const restDocument = (collection: string, id: string, data: Record<string, unknown>) => ({
  name: `${databasePath}/${collection}/${id}`,
  fields: toRestFields(data),
  createTime: '2025-01-01T00:00:00Z',
  updateTime: '2025-01-01T00:00:00Z',
});

function corsHeaders(route: Route) {
  return {
    'access-control-allow-origin': route.request().headers().origin ?? '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
    'access-control-expose-headers': '*',
  };
}

/**
 * A list's published snapshot, as the Cloud Function keeps it (src/shared/published-catalogue.ts),
 * built from the demo catalogue and answered; null for a name that is not a list.
 */
async function publishedList(list: string) {
  if (!isListCollection(list)) return null;
  const { items } = snapshotItems(list, await documentsOf(list));
  // Published and confirmed just now, as a running function keeps it.
  const published = new Date();
  return restDocument(PUBLISHED_CATALOGUE, list, {
    format: SNAPSHOT_FORMAT,
    items: packItems(items),
    publishedAt: published,
    followedSince: published,
    updatedAt: published,
    staleSince: null,
  });
}

async function answerFirestore(route: Route, backends: Backends) {
  const request = route.request();
  if (request.method() === 'OPTIONS') {
    await route.fulfill({ status: 204, headers: corsHeaders(route) });
    return;
  }
  if (request.method() === 'GET') {
    // A published list, or the published settings, read with a plain GET of the REST API.
    const [collection, list = ''] = new URL(request.url()).pathname
      .slice(`/v1/${databasePath}/`.length)
      .split('/');
    const published =
      collection === PUBLISHED_CATALOGUE
        ? await publishedList(list)
        : collection === PUBLISHED_SETTINGS && list === PUBLISHED_SETTINGS_ID
          ? restDocument(collection, list, publishedDemoSettings().data)
          : null;
    await route.fulfill(
      published
        ? { status: 200, headers: corsHeaders(route), json: published }
        : { status: 404, headers: corsHeaders(route), json: { error: { code: 404 } } },
    );
    return;
  }
  const body: unknown = request.postDataJSON();
  const path = new URL(request.url()).pathname;
  let answer: unknown;
  if (path.endsWith(':runQuery')) {
    const { structuredQuery } = body as {
      structuredQuery: { from: { collectionId: string }[]; limit?: number };
    };
    const collection = structuredQuery.from[0]?.collectionId ?? '';
    const documents = (await documentsOf(collection)).slice(0, structuredQuery.limit);
    answer =
      documents.length === 0
        ? [{ readTime: now() }]
        : documents.map(({ id, data }) => ({
            document: restDocument(collection, id, data),
            readTime: now(),
          }));
  } else if (path.endsWith(':batchGet')) {
    const { documents: names } = body as { documents: string[] };
    answer = await Promise.all(
      names.map(async (name) => {
        const [collection = '', id = ''] = name.slice(databasePath.length + 1).split('/');
        const found = (await documentsOf(collection)).find((document) => document.id === id);
        return found
          ? { found: restDocument(collection, id, found.data), readTime: now() }
          : { missing: name, readTime: now() };
      }),
    );
  } else if (path.endsWith(':commit')) {
    const { writes } = body as {
      writes: { update: { name: string; fields: Record<string, RestField> } }[];
    };
    for (const { update } of writes) {
      const [collection = ''] = update.name.slice(databasePath.length + 1).split('/');
      // Each record comes with its collection's and its sender's counters (firestore.rules).
      if (collection === SUBMISSION_QUOTA || collection === SENDER_QUOTA) continue;
      backends.added.push({ collection, fields: fromRest(update.fields) });
    }
    answer = { writeResults: writes.map(() => ({ updateTime: now() })), commitTime: now() };
  } else {
    await route.fulfill({ status: 404, headers: corsHeaders(route), json: { error: path } });
    return;
  }
  await route.fulfill({ status: 200, headers: corsHeaders(route), json: answer });
}

async function answerStorage(route: Route, backends: Backends) {
  const request = route.request();
  if (request.method() === 'OPTIONS') {
    await route.fulfill({ status: 204, headers: corsHeaders(route) });
    return;
  }
  const name = new URL(request.url()).searchParams.get('name') ?? '';
  // A small file goes up in one multipart request whose first part is its metadata.
  const contentType =
    /"contentType":"([^"]+)"/.exec(request.postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? '';
  backends.uploads.push({ name, contentType });
  await route.fulfill({
    status: 200,
    headers: corsHeaders(route),
    json: {
      name,
      bucket: firebaseMode.VITE_FIREBASE_STORAGE_BUCKET,
      generation: '1',
      metageneration: '1',
      contentType,
      timeCreated: now(),
      updated: now(),
      size: '1',
    },
  });
}

export async function fakeBackends(page: Page): Promise<Backends> {
  const backends: Backends = { added: [], uploads: [], emails: 0 };
  await page.route('https://firestore.googleapis.com/**', (route) =>
    answerFirestore(route, backends),
  );
  await page.route('https://firebasestorage.googleapis.com/**', (route) =>
    answerStorage(route, backends),
  );
  await page.route('https://identitytoolkit.googleapis.com/**', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: corsHeaders(route) })
      : route.fulfill({
          status: 200,
          headers: corsHeaders(route),
          json: {
            localId: 'anonymous-visitor',
            idToken: 'unsigned.id.token',
            refreshToken: 'refresh-token',
            expiresIn: '3600',
          },
        }),
  );
  await page.route('https://api.emailjs.com/**', async (route) => {
    backends.emails += 1;
    await route.fulfill({ status: 200, headers: corsHeaders(route), body: 'OK' });
  });
  return backends;
}
