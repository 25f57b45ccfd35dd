import type { Page } from '@playwright/test';
import { catalogue } from '../../../src/i18n/en/catalogue';
import { common } from '../../../src/i18n/en/common';
import { contact } from '../../../src/i18n/en/contact';
import { home } from '../../../src/i18n/en/home';
import { info } from '../../../src/i18n/en/info';
import { landing } from '../../../src/i18n/en/landing';
import { layout } from '../../../src/i18n/en/layout';
import { packages } from '../../../src/i18n/en/packages';
import { LANGUAGE_STORAGE_KEY } from '../../../src/i18n/language';
import { expectNoAxeViolations } from '../../support/e2e/axe';
import { expect, test } from '../../support/e2e/fixtures';
import { siteRoutes, unknownRoute } from '../../support/e2e/routes';

/** Every route of the spec, the landing page and an unknown address. */
const routes = [...siteRoutes, unknownRoute];

const BENGALI_CHUNK = /\/assets\/bn-[\w-]+\.js$/;

/** Every text of the English catalogue; none of them may show on a Bengali page. */
function englishTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(englishTexts);
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(englishTexts);
  return [];
}
const bilingual = new Set([layout.language.names.en, layout.language.loadFailed.en]);
const english = englishTexts({ common, layout, home, info, catalogue, packages, contact, landing })
  .filter((text) => /[A-Za-z]{2,}/.test(text) && !bilingual.has(text))
  .map((text) => text.replace(/\s+/g, ' ').trim());

/** What a visitor sees or hears on the page: its text, its labels, its title and description. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    // The page's own description (see the test of the pre-rendered head below).
    const descriptions = document.querySelectorAll('meta[name="description"]');
    texts.push(descriptions[descriptions.length - 1]?.getAttribute('content') ?? '');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, noscript')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [alt], [placeholder], [title], [aria-roledescription]',
    )) {
      for (const name of ['aria-label', 'alt', 'placeholder', 'title', 'aria-roledescription']) {
        texts.push(element.getAttribute(name) ?? '');
      }
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text !== '');
  });
}

/**
 * The names staff typed that the page lists or heads (a test may be called "Colour Doppler", a
 * package "Alcohol Impact").
 */
function staffNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll('.catalogue-card-title, .package-card-name, .package-detail h1'),
    ].map((element) => element.textContent?.trim() ?? ''),
  );
}

/**
 * English catalogue texts found on the page: whole texts, or longer phrases inside a text. The
 * names staff typed are taken out first, wherever they appear ("ফোনে বুক করুন: Colour Doppler
 * Echocardiography"): staff data stays as typed, and a test may be called "Colour Doppler".
 */
async function englishLeftOn(page: Page): Promise<string[]> {
  const names = (await staffNames(page)).filter((name) => name !== '');
  const texts = (await pageTexts(page)).map((text) =>
    names.reduce((rest, name) => rest.split(name).join(' ¦ '), text).trim(),
  );
  return english.filter((phrase) =>
    phrase.includes(' ')
      ? texts.some((text) => text.includes(phrase))
      : texts.some((text) => text === phrase),
  );
}

/** Text that runs out of the screen or out of its box (clipped headings, buttons, labels). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      found.push(`page ${root.scrollWidth} px wide in a ${root.clientWidth} px screen`);
    }
    const moving = '.ticker-viewport, .slick-slider, .react-multi-carousel-list, .slide-carousel';
    for (const element of document.querySelectorAll<HTMLElement>(
      'h1, h2, h3, h4, h5, h6, button, .btn, label, .nav-link, .breadcrumb-item, .dropdown-item',
    )) {
      if (element.closest(`${moving}, .visually-hidden, .visually-hidden-focusable`)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      const name = `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name}: text ${element.scrollWidth} px in a ${element.clientWidth} px box`);
      }
      if (box.right > root.clientWidth + 1 || box.left < -1) {
        found.push(
          `${name}: outside the screen (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
      }
    }
    return found;
  });
}

const languageSwitch = (page: Page) => page.getByRole('group', { name: /^(Language|ভাষা)$/ });

test.describe('every page in Bengali at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  // Each runs axe on a settled page, as every-page.spec.ts does: the same time on a slow machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'bn'), LANGUAGE_STORAGE_KEY);
  });

  for (const path of routes) {
    test(`${path} reads fully in Bengali, fits the screen and passes axe`, async ({
      page,
    }, testInfo) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'প্রধান মেনু' })).toBeVisible();
      // A package's description is the text staff wrote for it.
      if (!/^\/(healthpackage|besthealth|diabeticpackage)\//.test(path)) {
        await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
          'content',
          /[\u0980-\u09ff]/,
        );
      }

      expect(await englishLeftOn(page), 'English interface text on the page').toEqual([]);
      expect(await overflowing(page), 'text overflowing at 360 px').toEqual([]);

      const name = path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-');
      await page.screenshot({ path: testInfo.outputPath(`bn-${name}-360.png`), fullPage: true });

      await expectNoAxeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    });
  }
});

test.describe('a pre-rendered page opened in Bengali', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'bn'), LANGUAGE_STORAGE_KEY);
  });

  test('has one title and one description, in Bengali, not the English ones beside them', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('আপনাকে স্বাগত');
    await expect(page).toHaveTitle(/^আমাদের কথা \| /);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  });
});

test.describe('choosing Bengali', () => {
  test('switches without a reload, holds on every page and after a reload, and sends a form', async ({
    page,
  }) => {
    // Six pages, a reload and a form, in one story: 32 s on a slow, busy machine.
    test.setTimeout(60_000);
    const bengaliChunk: string[] = [];
    page.on('request', (request) => {
      if (BENGALI_CHUNK.test(new URL(request.url()).pathname)) bengaliChunk.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('trusted tests');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    await languageSwitch(page).getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ভরসার পরীক্ষা');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(languageSwitch(page).getByRole('button', { name: 'বাংলা' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveTitle(/^ডায়াগনস্টিকস, ইমেজিং ও ডাক্তার \| /);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    // The Bengali every page needs, and the home page's own.
    expect(bengaliChunk.map((url) => /\/bn-([a-z-]+)-[\w-]+\.js$/.exec(url)?.[1]).sort()).toEqual([
      'bn',
      'home',
    ]);

    // Around the site by its own links, still without a reload.
    const nav = page.getByRole('navigation', { name: 'প্রধান মেনু' });
    await nav.getByRole('link', { name: 'আমাদের কথা' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('আপনাকে স্বাগত');
    await nav.getByRole('link', { name: 'টেস্ট খুঁজুন' }).click();
    await expect(page.getByRole('status').first()).toContainText('টেস্ট পাওয়া গেছে');
    await nav.getByRole('button', { name: 'পরিষেবা' }).click();
    await nav.getByRole('link', { name: 'কার্ডিওলজি (হৃদরোগ)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('কার্ডিওলজি');
    await page.getByRole('contentinfo').getByRole('link', { name: 'শর্তাবলি' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'ল্যাবরেটরি পরীক্ষা ও রিপোর্টের শর্তাবলি',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'যোগাযোগ' }).click();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

    // The contact page's enquiry form, in Bengali.
    const form = page.locator('form').filter({ hasText: 'হোম কালেকশনের অনুরোধ পাঠান' });
    await form.getByRole('button', { name: 'হোম কালেকশনের অনুরোধ পাঠান' }).click();
    await expect(form.getByRole('alert')).toContainText('সব ঘর পূরণ করা বাধ্যতামূলক!');
    await form.getByLabel('আপনার নাম').fill('মিতা দাস');
    await form.getByLabel('মোবাইল নম্বর').fill('98765 43210');
    await form.getByLabel('পিন কোড').fill('741101');
    await form.getByLabel('শহর বা এলাকা').fill('কৃষ্ণনগর');
    await form.getByLabel('টেস্টের নাম').fill('Thyroid profile');
    await form.getByRole('button', { name: 'হোম কালেকশনের অনুরোধ পাঠান' }).click();
    await expect(form.getByRole('status')).toContainText('এটি ডেমো সাইট: কিছুই পাঠানো হয়নি।');

    // The choice travels with the request (Hosting's language cookie): the server sends Bengali.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toMatch(/<html lang="bn"/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('যোগাযোগ');

    // And back to English, which also holds.
    await languageSwitch(page).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('English visitors never download the Bengali text', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const path of ['/', '/labtest', '/health-package', '/contact-us', '/book-home-visit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    expect(requested.filter((path) => BENGALI_CHUNK.test(path))).toEqual([]);
  });

  test('a shared link with ?lang=bn opens in Bengali and keeps the rest of its address', async ({
    page,
  }) => {
    await page.goto('/labtest?lang=bn&q=thyroid');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveURL(/\/labtest\?q=thyroid$/);
    await expect(page.getByRole('searchbox', { name: 'নাম দিয়ে টেস্ট খুঁজুন' })).toHaveValue('thyroid');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });
});

test.describe('a first visit from a Bengali browser', () => {
  test.use({ locale: 'bn-IN' });

  test('opens in Bengali', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ভরসার পরীক্ষা');
  });
});

test.describe('staff’s Bengali on the cards', () => {
  test.use({ locale: 'bn-IN' });

  test('every test shows its Bengali name and preparation, and search finds them by it', async ({
    page,
  }) => {
    await page.goto('/labtest?q=thyroid');
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card('থাইরয়েড প্রোফাইল (T3, T4, TSH)')).toContainText(
      'সকালে রক্ত দিলে ভালো; থাইরয়েডের ওষুধ রক্ত দেওয়ার পরে খাবেন',
    );
    await expect(card('ফ্রি থাইরয়েড প্রোফাইল (FT3, FT4, TSH)')).toContainText(
      'সকালে রক্ত দিলে ভালো; থাইরয়েডের ওষুধ রক্ত দেওয়ার পরে খাবেন',
    );
    const search = page.getByRole('searchbox', { name: 'নাম দিয়ে টেস্ট খুঁজুন' });
    await search.fill('থাইরয়েড');
    // Both hold the word in their Bengali names: matches, not close matches.
    await expect(page.getByText(/টেস্ট পাওয়া গেছে/).first()).toBeVisible();
    await expect(card('থাইরয়েড প্রোফাইল (T3, T4, TSH)')).toBeVisible();
    await expect(card('ফ্রি থাইরয়েড প্রোফাইল (FT3, FT4, TSH)')).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'কাছাকাছি মিল' })
        .getByRole('heading', { name: /থাইরয়েড প্রোফাইল/ }),
    ).toHaveCount(0);
  });
});

test.describe('the Bengali order', () => {
  /** The names of the cards, in the order the page lists them. */
  const cardNames = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.catalogue-card-title')].map(
        (element) => element.textContent?.trim() ?? '',
      ),
    );

  test('the app keeps the order /bn/labtest was pre-rendered in: Bengali names first', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/bn/labtest')).text();
    const prerendered = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'text/html');
      return [...document.querySelectorAll('.catalogue-card-title')].map(
        (element) => element.textContent?.trim() ?? '',
      );
    }, html);
    expect(prerendered.length).toBeGreaterThan(10);
    expect(prerendered[0]).toMatch(/^[\u0980-\u09ff]/);

    await page.goto('/bn/labtest');
    const heading = page.getByRole('heading', { level: 1 });
    // React keeps its fiber on every element it manages: once the heading has one, the app runs.
    await expect
      .poll(() =>
        heading.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__react')),
        ),
      )
      .toBe(true);
    expect(await cardNames(page)).toEqual(prerendered);
    // And the phone's own Bengali order agrees with the build's, name by name.
    const sorted = await page.evaluate((names) => {
      const collator = new Intl.Collator('bn', { numeric: true, sensitivity: 'base' });
      return [...names].sort((a, b) => collator.compare(a, b));
    }, prerendered);
    expect(sorted).toEqual(prerendered);
  });
});

test.describe('a first visit from any other browser', () => {
  test.use({ locale: 'hi-IN' });

  test('opens in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
