import { readFileSync } from 'node:fs';
import type { Response } from '@playwright/test';
import { generalPackageDocuments } from '../../../src/shared/demo-catalogue/general-packages';
import { packagePath, paths } from '../../../src/shared/routes';
import { expect, test as base } from '../../support/e2e/fixtures';
import { fakeBackends, type Backends } from './fake-backends';
import { hostingConfigFile } from './hosting-emulators';
import {
  enquiry,
  failureWords,
  homeVisit,
  homeVisitStored,
} from '../../support/fixtures/submissions';
import { enquiryForm, expectHandedOver, fill } from '../../support/e2e/forms';
import { prerenderedRoutes, siteRoutes } from '../../support/e2e/routes';
import { bengaliRequests, englishRequests, expectHtmlIn } from '../../support/e2e/served-language';

/**
 * The site as Firebase Hosting serves it (the hosting emulator, firebase.json's headers and
 * rewrites) in Firebase mode, in Chromium: every route renders, every response carries the
 * security headers, caching is right, and nothing breaks the Content-Security-Policy. Console
 * errors fail a test too (tests/support/e2e/fixtures.ts).
 */

interface HostingHeader {
  key: string;
  value: string;
}
interface HostingConfig {
  hosting: { headers: { source: string; headers: HostingHeader[] }[] };
}

// firebase.json's, with the build's inline styles allowed, as serve-hosting.ts serves it.
const config = JSON.parse(readFileSync(hostingConfigFile, 'utf8')) as HostingConfig;
/** The headers firebase.json sends with every response, Cache-Control aside. */
const everyResponse = (
  config.hosting.headers.find(({ source }) => source === '**')?.headers ?? []
).filter(({ key }) => key !== 'Cache-Control');
const contentSecurityPolicy =
  everyResponse.find(({ key }) => key === 'Content-Security-Policy')?.value ?? '';

const test = base.extend<{ backends: Backends; cspViolations: string[]; served: Response[] }>({
  backends: [({ page }, use) => fakeBackends(page).then(use), { auto: true }],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = Reflect.get(window, 'reportCspViolation') as (text: string) => void;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`,
          );
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  served: [
    async ({ page, baseURL }, use) => {
      const responses: Response[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(baseURL ?? '')) responses.push(response);
      });
      await use(responses);
      // Every response from the site, HTML or asset, carries the security headers.
      expect(responses.length).toBeGreaterThan(0);
      for (const response of responses) {
        const headers = await response.allHeaders();
        for (const { key, value } of everyResponse) {
          expect(headers[key.toLowerCase()], `${key} on ${response.url()}`).toBe(value);
        }
      }
    },
    { auto: true },
  ],
});

test.describe('the site through Firebase Hosting', () => {
  // Each page and its lazy chunks come through the Hosting emulator: up to 35 s on a slow, busy
  // machine, where the default 30 s failed pages that were only slow.
  test.describe.configure({ timeout: 60_000 });
  for (const path of siteRoutes) {
    test(`${path} renders with the security headers and no policy violation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const headers = (await response?.allHeaders()) ?? {};
      expect(headers['content-security-policy']).toBe(contentSecurityPolicy);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
      // The page is the app's index.html, which must never be cached stale.
      expect(headers['cache-control']).toBe('no-cache');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
  }

  // Requests only, no browser (so none of this file's page fixtures): one test for every page.
  base(
    'every pre-rendered page: Bengali for a Bengali browser or choice, English otherwise',
    async ({ request }) => {
      for (const path of prerenderedRoutes) {
        for (const headers of bengaliRequests) await expectHtmlIn(request, path, headers, 'bn');
        for (const headers of englishRequests) await expectHtmlIn(request, path, headers, 'en');
      }
    },
  );

  test.describe('a Bengali browser', () => {
    test.use({ locale: 'bn-IN' });

    for (const path of ['/', '/labtest', '/contact-us']) {
      test(`${path} opens in Bengali from the first paint and stays so`, async ({ page }) => {
        const response = await page.goto(path);
        expect(await response?.text()).toMatch(/<html lang="bn"/);
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0980-\u09FF]/);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      });
    }
  });

  test('lists and package pages show what Firestore holds', async ({ page }) => {
    await page.goto(paths.labTests);
    await page.getByLabel('Search tests by name').fill('Complete Blood');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Complete Blood Count (CBC)' }),
    ).toBeVisible();
    const general = generalPackageDocuments[0];
    await page.goto(packagePath('general', general?.id ?? ''));
    await expect(
      page.getByRole('heading', { level: 1, name: String(general?.data.name) }),
    ).toBeVisible();
  });

  test('an item address with no page of its own is drawn by the app: a removed test says it is no longer listed, never indexed', async ({
    page,
  }) => {
    const response = await page.goto('/labtest/no-such-test');
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue('cache-control')).toBe('no-cache');
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find this test' }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the build’s files and index.html are revalidated; images are kept a day', async ({
    page,
    request,
  }) => {
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
    });
    await page.goto(paths.home);
    await page.waitForLoadState('networkidle');
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      // Revalidated (a 304 when unchanged); the offline worker's precache spares the round trip.
      expect(await asset.headerValue('cache-control'), asset.url()).toBe('no-cache');
      expect(new URL(asset.url()).pathname).toMatch(/-[\w-]{8}\.\w+$/);
    }
    const index = await request.get('/index.html');
    expect(index.headers()['cache-control']).toBe('no-cache');
    const favicon = await request.get('/favicon.svg');
    expect(favicon.headers()['cache-control']).toBe('public, max-age=86400');
    expect(favicon.headers()['content-security-policy']).toBe(contentSecurityPolicy);
  });

  test('the offline worker and its kill switch are revalidated on every visit, so a deploy reaches visitors on their next load', async ({
    page,
  }) => {
    for (const script of ['/sw.js', '/sw-kill-switch.js']) {
      const response = await page.goto(script);
      expect(response?.status(), script).toBe(200);
      expect(await response?.headerValue('cache-control'), script).toBe('no-cache');
      expect(await response?.headerValue('content-type'), script).toMatch(/javascript/);
    }
  });

  test('a home sample enquiry reaches Firestore', async ({ page, backends }) => {
    await page.goto(paths.contactUs);
    const form = enquiryForm(page);
    await fill(form, enquiry.typed);
    await form.getByRole('button', { name: 'Request home collection' }).click();
    await expect(form.getByRole('status')).toContainText('Submitted successfully!');
    expect(backends.added).toEqual([{ collection: 'Home-Sample-Enquiry', fields: enquiry.stored }]);
  });

  test('a prescription reaches Storage and a home visit Firestore', async ({ page, backends }) => {
    await page.goto(paths.bookHomeVisit);
    const upload = page.getByRole('region', { name: 'Upload Prescription' });
    await upload.getByLabel('Prescription file').setInputFiles({
      name: 'rx.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(5_000, 1)]),
    });
    await upload.getByLabel('Your name').fill('Mita Das');
    await upload.getByLabel('Mobile number').fill('+91 98765 43210');
    await upload.getByRole('button', { name: 'Upload prescription' }).click();
    await expect(upload.getByText('Prescription uploaded successfully.')).toBeVisible();
    expect(backends.added).toEqual([
      {
        collection: 'Prescription-Upload',
        fields: {
          title: 'Mita Das',
          mobile: '9876543210',
          extension: 'png',
          contentType: 'image/png',
          size: 5_008,
        },
      },
    ]);
    expect(backends.uploads).toEqual([
      {
        name: expect.stringMatching(/^prescription\/[A-Za-z0-9]{20}\.png$/),
        contentType: 'image/png',
      },
    ]);

    await fill(page.locator('form').first(), homeVisit);
    await page.getByRole('button', { name: 'Book home visit' }).click();
    await expect(page.getByText('Your message was sent successfully.')).toBeVisible();
    expect(backends.added.at(-1)).toEqual({
      collection: 'Home-Visit-Request',
      fields: homeVisitStored,
    });
    expect(backends.emails).toBe(0);
  });
});

/**
 * The home-visit form of the deployed site, built with EmailJS's settings too: with Firebase, it is
 * stored like the other forms and EmailJS is never called from the browser.
 */
test.describe('the home-visit form on the Firebase site', () => {
  test.describe.configure({ timeout: 60_000 });

  test('stores the home visit under its form’s fields, sends nothing while a field is empty, and calls no EmailJS', async ({
    page,
    backends,
  }) => {
    await page.goto(paths.bookHomeVisit);
    await expect(page.getByText(/Demo site/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Book home visit' }).click();
    expect(backends.added).toEqual([]);
    await fill(page.locator('form').first(), homeVisit);
    await page.getByRole('button', { name: 'Book home visit' }).click();
    await expect(page.getByText('Your message was sent successfully.')).toBeVisible();
    expect(backends.added).toEqual([{ collection: 'Home-Visit-Request', fields: homeVisitStored }]);
    expect(backends.emails).toBe(0);
    await expect(page.getByLabel('Patient or doctor’s name')).toHaveValue('');
  });

  test.describe(() => {
    // The browser logs the refused request itself.
    test.use({ allowedConsoleErrors: [/status of 503|CORS|Failed to load resource/] });

    test('keeps the form when Firestore fails, says so and hands it over', async ({ page }) => {
      await page.route('**/documents:commit*', (route) =>
        route.fulfill({
          status: 503,
          headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
          json: { error: { status: 'UNAVAILABLE', message: 'down' } },
        }),
      );
      await page.goto(paths.bookHomeVisit);
      const form = page.locator('form').first();
      await fill(form, homeVisit);
      await page.getByRole('button', { name: 'Book home visit' }).click();
      await expect(page.getByRole('alert')).toContainText(failureWords.offline);
      await expectHandedOver(form, ['Patient or doctor’s name: Asha Roy', 'Test name: CBC']);
      await expect(form.getByLabel('Mobile number')).toHaveValue('98300 12345');
    });
  });
});
