import type { Page, Response } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';
import type { PostedEmail } from '../../support/stand-in-emailjs';
import { unpackItems } from '../../../src/shared/published-catalogue';
import { emailJsStandInPort, firestoreHost, projectId } from './firebase-mode';

/**
 * The published catalogue as visitors meet it: lists pre-rendered from Firestore at the build,
 * then one read of the list's published document per visit, kept in step with console edits by
 * the Cloud Function running in the Functions emulator (tests/e2e/firebase/serve-firebase-mode.ts).
 * A page whose search uses staff's synonyms reads the published settings too, once per visit:
 * the read budget is one list document and one settings document a visit.
 */

/** Counts the documents Firestore sends the page, as the project's bill counts reads. */
function countReads(page: Page) {
  const reads = { documents: 0, requests: 0 };
  const counting: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().startsWith(`http://${firestoreHost}/`)) return;
    counting.push(
      response.json().then(
        (body: unknown) => {
          reads.requests += 1;
          // A REST get answers with the document; the SDK's batchGet and runQuery with a list.
          const results = (Array.isArray(body) ? body : [{ found: body }]) as Record<
            string,
            unknown
          >[];
          reads.documents += results.filter((result) => result.found ?? result.document).length;
        },
        () => undefined,
      ),
    );
  });
  return { reads, settled: () => Promise.all(counting) };
}

const documentsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
const isSettingsRead = (response: Response) =>
  response.url().startsWith(`${documentsUrl}/PublishedSettings/site`);
const documentUrl = (path: string) => `${documentsUrl}/${path}`;
/** The emulator's token for a caller the rules do not apply to, as staff in the console. */
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

test.describe('the published catalogue', () => {
  test('a list arrives with its prices, then costs one read a visit and none on a second', async ({
    page,
  }) => {
    const { reads, settled } = countReads(page);
    // The prices are in the page Firebase Hosting sends, before any script has run.
    const html = await (await page.request.get('/labtest')).text();
    expect(html).toContain('Prices updated');
    expect(html).toMatch(/₹\d/);

    const snapshotRead = page.waitForResponse((response) =>
      response.url().startsWith(`${documentsUrl}/PublishedCatalogue/`),
    );
    // The search's synonyms, once the page is idle.
    const settingsRead = page.waitForResponse(isSettingsRead);
    await page.goto('/labtest');
    await expect(page.getByText(/^Prices updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await snapshotRead;
    await settingsRead;
    await page.waitForLoadState('networkidle');
    await settled();
    expect(reads).toEqual({ documents: 2, requests: 2 });

    // Away and back within the visit: the list is already here.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'CONTACT' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await page.goBack();
    await expect(page.getByRole('status').filter({ hasText: /found$/ })).toHaveText(
      '2,500 tests found',
    );
    await page.waitForLoadState('networkidle');
    await settled();
    expect(reads).toEqual({ documents: 2, requests: 2 });

    // A list the visit has not read yet, drawn in the browser: one read; the settings are here.
    const packagesRead = page.waitForResponse((response) =>
      response.url().startsWith(`http://${firestoreHost}/`),
    );
    await nav.getByRole('link', { name: 'HEALTH PACKAGE' }).click();
    await expect(page).toHaveURL(/\/health-package$/);
    await packagesRead;
    await expect(page.getByText(/^Prices updated/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settled();
    expect(reads).toEqual({ documents: 3, requests: 3 });
  });

  test('a word staff add to the search’s synonyms in the console reaches visitors', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The server published the demo's synonyms: "typhoid" means the Widal test.
    const settingsRead = page.waitForResponse(isSettingsRead);
    await page.goto('/labtest');
    await settingsRead;
    const search = page.getByRole('searchbox', { name: 'Search tests by name' });
    await search.fill('typhoid');
    const close = page.getByRole('list', { name: 'Close matches' });
    await expect(close.getByRole('heading', { name: /^Widal Test/ }).first()).toBeVisible();

    const synonyms = documentUrl('SiteSettings/synonyms');
    const stored = (await (await fetch(synonyms, { headers: owner })).json()) as {
      fields: Record<string, unknown>;
    };
    const edited = await fetch(
      `${synonyms}?updateMask.fieldPaths=${encodeURIComponent('`enteric fever`')}`,
      {
        method: 'PATCH',
        headers: owner,
        body: JSON.stringify({ fields: { 'enteric fever': { stringValue: 'widal, typhidot' } } }),
      },
    );
    expect(edited.ok).toBe(true);
    try {
      await expect
        .poll(
          async () =>
            JSON.stringify(
              await (await fetch(documentUrl('PublishedSettings/site'), { headers: owner })).json(),
            ),
          { timeout: 60_000, intervals: [250] },
        )
        .toContain('enteric fever');
      // A new visit reads the new settings.
      const newSettingsRead = page.waitForResponse(isSettingsRead);
      await page.goto('/labtest');
      await newSettingsRead;
      await search.fill('enteric fever');
      await expect(close.getByRole('heading', { name: /^Widal Test/ }).first()).toBeVisible();
    } finally {
      await fetch(synonyms, {
        method: 'PATCH',
        headers: owner,
        body: JSON.stringify({ fields: stored.fields }),
      });
    }
  });

  test('a visit to the home page costs one read: the settings, with its popular tests, credentials and notices', async ({
    page,
  }) => {
    const { reads, settled } = countReads(page);
    const settingsRead = page.waitForResponse(isSettingsRead);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settingsRead;
    // The day's notice staff dated in the console, and the footer's open-now line, from that read.
    await expect(page.getByRole('region', { name: 'Notices from the centre' })).toContainText(
      'Demo notice',
    );
    await expect(page.getByRole('contentinfo')).toContainText(/Open now|Closed/);
    await page.waitForLoadState('networkidle');
    await settled();
    expect(reads).toEqual({ documents: 1, requests: 1 });
  });

  test('a health concern’s page, drawn by the build with its tests’ prices, reads no list: only the visit’s settings', async ({
    page,
  }) => {
    const { reads, settled } = countReads(page);
    const lists: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(documentsUrl) && !isSettingsRead(response)) {
        lists.push(response.url());
      }
    });
    const settingsRead = page.waitForResponse(isSettingsRead);
    await page.goto('/conditions/diabetes');
    await expect(page.getByRole('heading', { level: 1, name: 'Diabetes' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Tests' }).getByText(/₹\d/).first(),
    ).toBeVisible();
    await settingsRead;
    // Opened from the list of concerns within the visit: still none.
    await page.goto('/conditions');
    await page.getByRole('link', { name: 'Thyroid' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thyroid' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settled();
    expect(lists).toEqual([]);
    expect(reads.documents).toBeLessThanOrEqual(2);
  });

  test('a package page built at the deploy reads only the settings; one added since reads its document', async ({
    page,
  }) => {
    const { reads, settled } = countReads(page);
    // The home collection terms beside "Book a home collection", once the page is idle.
    const settingsRead = page.waitForResponse(isSettingsRead);
    await page.goto('/healthpackage/essential-health-checkup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settingsRead;
    await page.waitForLoadState('networkidle');
    await settled();
    expect(reads).toEqual({ documents: 1, requests: 1 });

    const added = documentUrl('GeneralPackage/added-after-deploy');
    await fetch(added, {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({
        fields: { name: { stringValue: 'Winter Wellness Check' }, price: { integerValue: '999' } },
      }),
    });
    try {
      const newSettingsRead = page.waitForResponse(isSettingsRead);
      await page.goto('/healthpackage/added-after-deploy');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Winter Wellness Check' }),
      ).toBeVisible();
      await newSettingsRead;
      await settled();
      // A new visit: the package's document and the settings.
      expect(reads).toEqual({ documents: 3, requests: 3 });
    } finally {
      await fetch(added, { method: 'DELETE', headers: owner });
    }
  });

  test('a console edit of a price reaches visitors within a minute', async ({ page }) => {
    test.setTimeout(120_000);
    const testId = 'absolute-eosinophil-count';
    const stored = await fetch(documentUrl(`Labtest/${testId}`), { headers: owner });
    const original = (await stored.json()) as { fields: Record<string, unknown> };
    const price = 1000 + Math.floor(Math.random() * 8000);
    const edited = Date.now();
    const changed = await fetch(`${documentUrl(`Labtest/${testId}`)}?updateMask.fieldPaths=price`, {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({ fields: { price: { stringValue: `₹ ${price}` } } }),
    });
    expect(changed.ok).toBe(true);
    try {
      // The function applies the edit to the published list.
      let seconds = Number.NaN;
      await expect
        .poll(
          async () => {
            const snapshot = await fetch(documentUrl('PublishedCatalogue/Labtest'), {
              headers: owner,
            });
            // The items are packed (src/shared/published-catalogue.ts): gzipped JSON bytes.
            const { fields } = (await snapshot.json()) as {
              fields: { items: { bytesValue: string } };
            };
            const items = await unpackItems(Buffer.from(fields.items.bytesValue, 'base64'));
            const entry = items[testId];
            const item = (typeof entry === 'string' ? JSON.parse(entry) : (entry ?? {})) as {
              price?: number;
            };
            seconds = (Date.now() - edited) / 1000;
            return item.price;
          },
          { timeout: 60_000, intervals: [250] },
        )
        .toBe(price);
      console.log(`A console edit reached the published list in ${seconds.toFixed(1)} s.`);
      expect(seconds).toBeLessThanOrEqual(60);

      // A visitor opening the page built before the edit sees the new price once it has loaded.
      await page.goto('/labtest');
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'Absolute Eosinophil Count (AEC)' }),
      });
      await expect(card).toContainText(`₹${price.toLocaleString('en-IN')}`);

      // The test's own page, built with the old price, shows the new one once it has loaded,
      // from the same one published list: no read of its own, besides the site's settings (the
      // home collection's terms and the credentials it shows, one document a visit).
      const { reads, settled } = countReads(page);
      await page.goto('/labtest/absolute-eosinophil-count-aec');
      await expect(page.locator('.item-facts .price-now')).toHaveText(
        `Price ${`₹${price.toLocaleString('en-IN')}`}`,
      );
      await page.waitForLoadState('networkidle');
      await settled();
      expect(reads).toEqual({ documents: 2, requests: 2 });
    } finally {
      await fetch(documentUrl(`Labtest/${testId}`), {
        method: 'PATCH',
        headers: owner,
        body: JSON.stringify({ fields: original.fields }),
      });
    }
  });

  test('an anonymous list of a catalogue collection is refused, while its published list and a package by id are read', async () => {
    // A script with the site's public settings: no token, so firestore.rules apply.
    const listed = await fetch(`${documentUrl('Labtest')}?pageSize=5`);
    expect(listed.status).toBe(403);
    const queried = await fetch(`${documentsUrl}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'Labtest' }], limit: 5 } }),
    });
    expect(queried.status).toBe(403);

    expect((await fetch(documentUrl('PublishedCatalogue/Labtest'))).status).toBe(200);
    // The settings: the published document, not staff's own.
    expect((await fetch(documentUrl('PublishedSettings/site'))).status).toBe(200);
    expect((await fetch(documentUrl('SiteSettings/synonyms'))).status).toBe(403);
    expect((await fetch(documentUrl('GeneralPackage/essential-health-checkup'))).status).toBe(200);
  });

  test('a list the function has not confirmed for two days is shown with its true date and a call to confirm', async ({
    page,
  }) => {
    const snapshot = documentUrl('PublishedCatalogue/Neurology');
    const times = ['publishedAt', 'followedSince', 'updatedAt', 'confirmedAt'];
    const mask = times.map((field) => `updateMask.fieldPaths=${field}`).join('&');
    const { fields } = (await (await fetch(snapshot, { headers: owner })).json()) as {
      fields: Record<string, unknown>;
    };
    const original = Object.fromEntries(
      times.flatMap((field) => (field in fields ? [[field, fields[field]]] : [])),
    );
    // What a function that stopped two days ago leaves: its last confirmation, two days old.
    const stopped = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const patched = await fetch(`${snapshot}?${mask}`, {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({
        fields: Object.fromEntries(
          times.map((field) => [field, { timestampValue: stopped.toISOString() }]),
        ),
      }),
    });
    expect(patched.ok).toBe(true);
    try {
      await page.goto('/Neurology');
      const inIndia = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(stopped);
      // Neurology is priced as lab tests are, so its note speaks of prices.
      await expect(page.getByText(`Prices updated ${inIndia}`)).toBeVisible();
      await expect(page.getByText('Prices may have changed. Call to confirm:')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'EEG (Routine)' })).toBeVisible();
    } finally {
      await fetch(`${snapshot}?${mask}`, {
        method: 'PATCH',
        headers: owner,
        body: JSON.stringify({ fields: original }),
      });
    }
  });

  test('a console edit of a price to "1.200" e-mails staff once, naming the document', async () => {
    test.setTimeout(90_000);
    const testId = 'esr';
    const stored = await fetch(documentUrl(`Labtest/${testId}`), { headers: owner });
    const original = (await stored.json()) as { fields: Record<string, unknown> };
    const aboutThisEdit = async () => {
      const response = await fetch(`http://127.0.0.1:${emailJsStandInPort}/posted`);
      const posted = (await response.json()) as PostedEmail[];
      return posted.filter(({ template_params }) =>
        template_params.subject.startsWith(`A console edit reads oddly: Labtest/${testId} `),
      );
    };
    const changed = await fetch(`${documentUrl(`Labtest/${testId}`)}?updateMask.fieldPaths=price`, {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({ fields: { price: { stringValue: '1.200' } } }),
    });
    expect(changed.ok).toBe(true);
    try {
      await expect.poll(async () => (await aboutThisEdit()).length, { timeout: 60_000 }).toBe(1);
      const [email] = await aboutThisEdit();
      expect(email?.template_params.message).toContain(
        'price typed as "1.200" is ambiguous (1.2 or 1200?)',
      );
      expect(email?.template_params.message).toContain('visitors see ₹1');
      // One e-mail, however long the function takes to settle.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await aboutThisEdit()).toHaveLength(1);
    } finally {
      await fetch(documentUrl(`Labtest/${testId}`), {
        method: 'PATCH',
        headers: owner,
        body: JSON.stringify({ fields: original.fields }),
      });
    }
  });
});
