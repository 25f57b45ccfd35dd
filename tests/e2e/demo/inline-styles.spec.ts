import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync, constants } from 'node:zlib';
import {
  cspHashSource,
  INLINE_STYLES_FILE,
  type InlineStyles,
} from '../../../scripts/lib/critical-styles';
import { expect, test } from '../../support/e2e/fixtures';

/**
 * A pre-rendered page paints with its template's critical styles inline, not waiting on a
 * stylesheet (scripts/lib/critical-styles.ts): one block per template, so the site's
 * Content-Security-Policy lists a few hashes (scripts/lib/hosting-config.ts), never one per page;
 * no inline event handler, which `script-src 'self'` would refuse; and the first 14 KiB of the
 * compressed page, what a phone's first round trip brings, holds the styles, the heading and the
 * price.
 */

const dist = process.env.E2E_DIST ?? 'dist';
const FIRST_ROUND_TRIP = 14 * 1024;
const MOST_TEMPLATES = 20;

const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html') && !name.startsWith('localized'))
  .map((name) => ({ name, html: readFileSync(path.join(dist, name), 'utf8') }));
const prerendered = pages.filter(({ html }) => html.includes('data-prerendered-path='));
const inline = JSON.parse(
  readFileSync(path.join(dist, INLINE_STYLES_FILE), 'utf8'),
) as InlineStyles;

/** What the first `bytes` of the page's gzip stream decompress to. */
const firstRoundTrip = (html: string, bytes: number) =>
  gunzipSync(gzipSync(html).subarray(0, bytes), { finishFlush: constants.Z_SYNC_FLUSH }).toString(
    'utf8',
  );

test('each pre-rendered page carries its template’s styles inline, one hash per template, and no inline handler', () => {
  expect(prerendered.length).toBeGreaterThan(100);
  const sources = new Set(inline.templates.map(({ source }) => source));
  const used = new Set<string>();
  for (const { name, html } of prerendered) {
    const blocks = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css = '']) => css);
    expect(blocks, name).toHaveLength(1);
    const source = cspHashSource(blocks[0] ?? '');
    expect(sources.has(source), `${name}: its styles' hash is in the build's list`).toBe(true);
    used.add(source);
    // Linked only for a browser without script; with it, the app brings them.
    const outsideNoscript = html.replace(/<noscript>.*?<\/noscript>/gs, '');
    expect(outsideNoscript, name).not.toMatch(/<link rel="stylesheet"/);
  }
  expect(used.size).toBe(sources.size);
  expect(used.size).toBeLessThanOrEqual(MOST_TEMPLATES);
  for (const { name, html } of pages) {
    expect(html, `${name}: an inline event handler`).not.toMatch(/<[^>]+\son[a-z]+=/i);
  }
});

test('the first 14 KiB of each compressed page hold its inline styles, its heading and its price', () => {
  for (const { name, html } of prerendered) {
    const first = firstRoundTrip(html, FIRST_ROUND_TRIP);
    expect(first, `${name}: the inline styles`).toMatch(/<style>[^<]*<\/style>/);
    const main = html.slice(html.indexOf('<main'));
    if (main.includes('<h1'))
      expect(first, `${name}: the heading`).toMatch(/<h1\b[^>]*>.*?<\/h1>/s);
    const price = /₹\s?[\d,]+/.exec(main)?.[0];
    if (price !== undefined) expect(first, `${name}: the first price`).toContain(price);
  }
});

test('a page is styled by its inline block alone until its script runs', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The app never starts: what shows is the pre-rendered page with its inline styles.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/labtest/lipid-profile');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // Bootstrap's reboot (no browser margin) and the site's container, from the inline block.
  expect(await heading.evaluate((element) => getComputedStyle(element).marginTop)).toBe('0px');
  expect(
    await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? 'inline')),
  ).toEqual(['inline']);
  await context.close();
});

test('the app brings the page’s stylesheets', async ({ page }) => {
  await page.goto('/labtest/lipid-profile');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          sheet.href?.includes('/assets/') ? [new URL(sheet.href).pathname] : [],
        ),
      ),
    )
    .toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/entry-client-.*\.css$/)]));
});

test('without script, a page links its stylesheets itself', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/labtest/lipid-profile');
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/')).length,
      ),
    )
    .toBeGreaterThan(0);
  await context.close();
});
