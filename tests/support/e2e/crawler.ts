import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What a search engine's crawler reads: the HTML alone, asked for with no language header and no
 * cookie. Each address must answer 200 with one `<h1>`, a title of its own, a canonical link to
 * itself, and links to its twin in the other language that name it back.
 */
export interface CrawledPage {
  address: string;
  title: string;
  html: string;
}

const attributeOf = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The `<link>` elements of a page's head whose `rel` is `rel`. */
function linksOf(html: string, rel: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attributeOf(tag, 'rel') === rel);
}

/** The addresses a sitemap lists, every file of it. */
export async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => url);
  const addresses: string[] = [];
  for (const file of files) {
    const sitemap = await (await request.get(new URL(file).pathname)).text();
    addresses.push(
      ...[...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map(([, url = '']) =>
        url.replace(/&amp;/g, '&'),
      ),
    );
  }
  return addresses;
}

/** Crawls `address` (absolute, as the sitemap gives it) and checks what a crawler needs. */
export async function crawl(request: APIRequestContext, address: string): Promise<CrawledPage> {
  const { pathname } = new URL(address);
  const response = await request.get(pathname, { headers: { accept: 'text/html' } });
  expect(response.status(), pathname).toBe(200);
  const html = await response.text();
  expect(html.match(/<h1\b/g), `${pathname}: one <h1>`).toHaveLength(1);
  const title = /<title\b[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(title, `${pathname}: a title`).not.toBe('');
  const canonical = linksOf(html, 'canonical').map((tag) => attributeOf(tag, 'href'));
  expect(canonical, `${pathname}: a canonical link to itself`).toEqual([address]);
  const alternates = Object.fromEntries(
    linksOf(html, 'alternate').map((tag) => [
      attributeOf(tag, 'hreflang')?.toLowerCase(),
      attributeOf(tag, 'href'),
    ]),
  );
  expect(Object.values(alternates), `${pathname}: names itself among its languages`).toContain(
    address,
  );
  expect(alternates['x-default'], pathname).toBe(alternates.en);
  return { address, title, html };
}

/** Checks that each page's twins name it back: the links go both ways. */
export async function expectReciprocal(request: APIRequestContext, page: CrawledPage) {
  const twins = linksOf(page.html, 'alternate').map((tag) => attributeOf(tag, 'href') ?? '');
  for (const twin of new Set(twins)) {
    if (twin === page.address) continue;
    const html = await (
      await request.get(new URL(twin).pathname, { headers: { accept: 'text/html' } })
    ).text();
    const back = linksOf(html, 'alternate').map((tag) => attributeOf(tag, 'href'));
    expect(back, `${twin} names ${page.address} back`).toContain(page.address);
  }
}

/** The JSON-LD blocks in a page's HTML, parsed: a syntax error fails. */
export const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => JSON.parse(text) as Record<string, unknown>,
  );

/** Every `n`th of `items`, at least `least` of them where there are that many. */
export function sample<T>(items: readonly T[], least: number): T[] {
  const step = Math.max(1, Math.floor(items.length / least));
  return items.filter((_, index) => index % step === 0);
}

/** The JSON-LD blocks of the page in the browser, parsed: a syntax error fails the test. */
export const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
