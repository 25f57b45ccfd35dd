import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import {
  daysEndingOn,
  indiaDay,
  readTally,
  type Tally,
} from '../../../src/shared/admin/field-tally';
import { openFirestore } from '../../../scripts/staff/lib/firestore-target';
import {
  BEACONS_PER_SHARD_PER_MINUTE,
  FIELD_BEACON_PATH,
  FIELD_INSIGHT_SHARD_COUNT,
  type FieldBeacon,
} from '../../../src/shared/field-insights';
import { expect, test } from '../../support/e2e/fixtures';
import { fakeBackends } from './fake-backends';
import { firestoreHost, functionsLog, projectId } from './hosting-emulators';

/**
 * The field data from a visitor's leaving to staff's terminal, through firebase.json's rewrite of
 * `/api/beacon` in the Hosting emulator to the function in the Functions emulator, which adds it
 * to the official Firestore emulator's figures; `npm run insights` then prints them. Other tests
 * of the suite send their own beacons meanwhile, so the figures are read as at least these.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Letters only, so the search is kept; different each run, so a retry finds its own. */
const absent = `zqxv ${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)}`;

async function figures(): Promise<Tally> {
  const { db, close } = openFirestore({ kind: 'emulator', host: firestoreHost, projectId });
  try {
    // Yesterday too: India's midnight may fall between the visit and the reading.
    return await readTally(db, daysEndingOn(indiaDay(new Date()), 2));
  } finally {
    await close();
  }
}

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

// Hosting answers before the Functions emulator has loaded the functions, and a beacon sent
// meanwhile is a 404; a GET is refused (405) once the function answers.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get(FIELD_BEACON_PATH)).status(), { timeout: 150_000 })
    .toBe(405);
});

test('a visit, its pages, speed and unmatched search reach the day’s figures and npm run insights', async ({
  page,
}) => {
  await fakeBackends(page);
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Find a Test' }).first().click();
  await expect(page).toHaveURL(/\/labtest$/);
  // Typed once the list is shown, as a visitor types into it.
  await expect(page.getByRole('status').filter({ hasText: /tests found/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tests by name' }).fill(absent);
  await expect(page.getByText(`No tests match '${absent}'`)).toBeVisible();
  // Leaving the site hides the page: the beacon goes then, once.
  await page.goto('about:blank');

  await expect.poll(async () => (await figures()).searches[absent], { timeout: 60_000 }).toBe(1);
  const tally = await figures();
  expect(tally.views['/']?.en).toBeGreaterThanOrEqual(1);
  expect(tally.views['/labtest']?.en).toBeGreaterThanOrEqual(1);
  // The page loaded was the home page: its speed is counted there.
  expect(Object.values(tally.lcp['/'] ?? {}).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  expect(Object.values(tally.cls['/'] ?? {}).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);

  // The aggregates' writes are below the top level: the catalogue's trigger never woke for them.
  const invoked = readFileSync(functionsLog, 'utf8');
  expect(invoked).toMatch(/Beginning execution of "[a-z0-9-]+-fieldBeacon"/);
  expect(invoked).not.toMatch(/Beginning execution of "[a-z0-9-]+-followCatalogue"/);

  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['scripts/staff/run.mjs', 'insights', '--days', '2'],
    { cwd: root, env: { ...process.env, FIRESTORE_EMULATOR_HOST: firestoreHost } },
  );
  console.log(stdout);
  expect(stdout).toContain(`Source: the Firestore emulator at ${firestoreHost}`);
  expect(stdout).toMatch(/^ {2}\/labtest: \d+ \(\d+ \+ \d+\)$/m);
  expect(stdout).toMatch(/^ {2}\/ \(\d+ loads?\): LCP ≤ /m);
  expect(stdout).toMatch(new RegExp(`^ +1 {2}${absent}$`, 'm'));
});

test('a flood of beacons is capped by the function, and what it let through is all it stored', async ({
  request,
}) => {
  const marker = `flood ${absent}`;
  const body = JSON.stringify({
    views: [{ route: '/labtest', language: 'bn' }],
    lcp: 1200,
    searches: [marker],
  } satisfies FieldBeacon);
  const statuses: number[] = [];
  const started = new Date();
  // In waves of a few at once, until the function has refused a good number.
  while (statuses.filter((status) => status === 429).length < 20 && statuses.length < 600) {
    const wave = await Promise.all(
      Array.from({ length: 4 }, () =>
        request.post(FIELD_BEACON_PATH, {
          data: body,
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        }),
      ),
    );
    statuses.push(...wave.map((response) => response.status()));
  }
  const minutes = minuteOf(new Date()) - minuteOf(started) + 1;
  const taken = statuses.filter((status) => status === 204).length;

  expect(new Set(statuses)).toEqual(new Set([204, 429]));
  // The whole site takes this many a minute; the flood may have run over a minute's turn.
  expect(taken).toBeLessThanOrEqual(
    BEACONS_PER_SHARD_PER_MINUTE * FIELD_INSIGHT_SHARD_COUNT * minutes,
  );
  expect((await figures()).searches[marker]).toBe(taken);
});
