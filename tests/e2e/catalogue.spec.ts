import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build, preview, type Plugin, type PreviewServer } from 'vite';
import { cpuProbe, phoneProbeScore } from '../../scripts/lib/cpu-probe';
import { generateLabTests } from '../support/fixtures/generate-lab-tests';
import { timeToFirstPrice } from '../support/first-price';
import { median } from '../support/median';
import { expect, test } from './fixtures';

/**
 * The five catalogue pages on the built site with the embedded demo catalogue, and /labtest once
 * more on a build whose catalogue holds 2,500 generated lab tests, against the budgets.
 */

const cardList = (page: Page) => page.getByRole('list', { name: /found$/ });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /found$|match/ });

async function cardTitles(page: Page): Promise<string[]> {
  return cardList(page).getByRole('heading').allTextContents();
}

const lists = [
  { path: '/labtest', query: 'Thyroid', search: 'Search tests by name' },
  { path: '/find-doctor', query: 'pal', search: 'Search doctors by name' },
  { path: '/Radiology', query: 'USG', search: 'Search tests by name' },
  { path: '/Cardiology', query: 'Holter', search: 'Search tests by name' },
  { path: '/Neurology', query: 'NCV', search: 'Search tests by name' },
];

for (const { path: pagePath, query, search } of lists) {
  test(`${pagePath}: searching keeps the query in the address, through a reload`, async ({
    page,
  }) => {
    await page.goto(pagePath);
    await expect(status(page)).toHaveText(/^\d+ (tests|doctors) found$/);
    const everything = await status(page).textContent();

    await page.getByRole('searchbox', { name: search }).pressSequentially(query.toLowerCase());

    await expect(page).toHaveURL(`${pagePath}?q=${query.toLowerCase()}`);
    await expect(status(page)).not.toHaveText(everything ?? '');
    const found = await status(page).textContent();
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain(query.toLowerCase());

    await page.reload();
    await expect(page.getByRole('searchbox', { name: search })).toHaveValue(query.toLowerCase());
    await expect(status(page)).toHaveText(found ?? '');
    expect(await cardTitles(page)).toEqual(titles);
  });
}

test('/Radiology: Back from a service page returns to the same search', async ({ page }) => {
  await page.goto('/Radiology');
  await page.getByRole('searchbox', { name: 'Search tests by name' }).pressSequentially('doppler');
  await expect(page).toHaveURL('/Radiology?q=doppler');
  const found = await status(page).textContent();

  await page.getByRole('link', { name: 'USG', exact: true }).click();
  await expect(page).toHaveURL('/usg');
  await page.goBack();

  await expect(page).toHaveURL('/Radiology?q=doppler');
  await expect(page.getByRole('searchbox', { name: 'Search tests by name' })).toHaveValue(
    'doppler',
  );
  await expect(status(page)).toHaveText(found ?? '');
});

test('/labtest: typing does not fill the history, and no match can be cleared', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/labtest');
  const search = page.getByRole('searchbox', { name: 'Search tests by name' });
  await search.pressSequentially('xyz');

  await expect(status(page)).toHaveText("No tests match 'xyz'");
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL('/labtest');
  await expect(cardList(page).getByRole('listitem')).toHaveCount(30);

  // Three keystrokes and a clear left one entry: Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL('/');
});

test('/labtest: the cards link to a call and a chat with the centre', async ({ page }) => {
  await page.goto('/labtest?q=cbc');
  const call = page.getByRole('link', { name: 'Call Book: Complete Blood Count (CBC)' });
  const chat = page.getByRole('link', { name: /^WhatsApp Inquiry: Complete Blood Count \(CBC\)/ });

  await expect(call).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(chat).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91\d{10}\?text=I%20am%20Interested$/,
  );
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  for (const { path: pagePath } of lists) {
    test(`${pagePath} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(pagePath);
      await expect(status(page)).toHaveText(/found$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
  }

  for (const pagePath of ['/Cardiology', '/Neurology']) {
    test(`${pagePath}: the header stays in view and never covers the focused card`, async ({
      page,
    }) => {
      // Focus scrolls at once instead of smoothly, so positions can be read straight after.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(pagePath);
      await expect(status(page)).toHaveText(/found$/);
      const search = page.getByRole('searchbox', { name: 'Search tests by name' });
      const links = cardList(page).getByRole('link');
      const linkCount = await links.count();
      const focusedIsClear = () =>
        page.evaluate(() => {
          const focused = document.activeElement?.getBoundingClientRect();
          const header = document.querySelector('.catalogue-bar')?.getBoundingClientRect();
          return focused !== undefined && header !== undefined && focused.top >= header.bottom;
        });

      // Scrolled so that a card's link sits under the header: Tab to it brings it out.
      await links
        .nth(6)
        .evaluate((link) =>
          window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - 100),
        );
      await expect(search).toBeInViewport();
      expect(
        await page.locator('.catalogue-bar').evaluate((bar) => bar.getBoundingClientRect().top),
      ).toBeGreaterThanOrEqual(0);
      await links.nth(5).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
      await page.keyboard.press('Tab');
      await expect(links.nth(6)).toBeFocused();
      expect(await focusedIsClear()).toBe(true);

      // And back up through every card's links, as a keyboard user would.
      await links.last().focus();
      for (let step = linkCount; step > 0; step -= 1) {
        expect(await focusedIsClear(), `link ${step} is under the header`).toBe(true);
        await page.keyboard.press('Shift+Tab');
      }
      await expect(search).toBeFocused();
    });
  }
});

/** The 2,500-test catalogue the scale tests build the site with. */
const SCALE = 2500;
const scaleNames = generateLabTests(SCALE).map((document) => String(document.data.name));
const countMatches = (query: string) =>
  scaleNames.filter((name) => name.toLowerCase().includes(query.toLowerCase())).length;
const foundText = (count: number) =>
  count === 1 ? '1 test found' : `${count.toLocaleString('en-IN')} tests found`;

/**
 * Builds the production site with the demo lab-test module swapped for the 2,500-test generator,
 * here and not in vite.config.ts, so no build the site ships can contain test data or hooks.
 */
const generatorPath = fileURLToPath(
  new URL('../support/fixtures/generate-lab-tests.ts', import.meta.url),
);
const scaleCatalogue: Plugin = {
  name: 'scale-lab-tests',
  enforce: 'pre',
  resolveId(source, importer) {
    const fromDemoCatalogue = importer?.replaceAll('\\', '/').endsWith('demo-catalogue/index.ts');
    return source === './lab-tests' && fromDemoCatalogue ? '\0scale-lab-tests' : null;
  },
  load(id) {
    if (id !== '\0scale-lab-tests') return null;
    return [
      `import { generateLabTests } from ${JSON.stringify(generatorPath)};`,
      `export const labTestDocuments = generateLabTests(${SCALE});`,
    ].join('\n');
  },
};

test.describe('/labtest with 2,500 lab tests', () => {
  test.describe.configure({ mode: 'serial' });
  let outDir = '';
  let server: PreviewServer | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    outDir = await mkdtemp(path.join(tmpdir(), 'lab-site-scale-'));
    await build({
      logLevel: 'warn',
      plugins: [scaleCatalogue],
      build: { outDir, emptyOutDir: true },
    });
    server = await preview({
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: Number(process.env.E2E_PORT ?? 4173) + 10 },
    });
    origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  });

  test.afterAll(async () => {
    await server?.close();
    if (outDir !== '') await rm(outDir, { recursive: true, force: true });
  });

  test('stays within 1,500 DOM elements', async ({ page }, testInfo) => {
    await page.goto(`${origin}/labtest`);
    await expect(status(page)).toHaveText(foundText(SCALE));

    const size = await page.evaluate(() => ({
      elements: document.getElementsByTagName('*').length,
      nodes: (() => {
        const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
        let count = 0;
        while (walker.nextNode()) count += 1;
        return count;
      })(),
    }));
    testInfo.annotations.push({
      type: 'DOM size with 2,500 tests',
      description: `${size.elements} elements, ${size.nodes} nodes of every kind`,
    });
    expect(size.elements).toBeLessThanOrEqual(1500);
  });

  test('shows a slow phone the first price (a measurement for the README)', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const times: number[] = [];
    for (let visit = 0; visit < 3; visit += 1) {
      times.push(await timeToFirstPrice(browser, `${origin}/labtest`));
    }
    const figure =
      `Demo build /labtest, 2,500 tests: first price at ${(median(times) / 1000).toFixed(1)} s ` +
      `(slow 4G, 4× CPU; visits: ${times.map((time) => (time / 1000).toFixed(1)).join(', ')} s)`;
    console.log(figure);
    testInfo.annotations.push({ type: 'First price on a slow phone', description: figure });
    expect(times.every(Number.isFinite)).toBe(true);
  });

  test('keeps every match reachable through Show more', async ({ page }) => {
    const query = 'lipid profile';
    const total = countMatches(query);
    await page.goto(`${origin}/labtest?q=${encodeURIComponent(query)}`);
    await expect(status(page)).toHaveText(foundText(total));

    const more = page.getByRole('button', { name: 'Show more tests' });
    while (await more.isVisible()) await more.click();

    await expect(cardList(page).getByRole('listitem')).toHaveCount(total);
    const last = scaleNames.filter((name) => name.toLowerCase().includes(query)).at(-1);
    await expect(cardList(page).getByRole('heading', { name: last })).toBeVisible();
  });

  test("updates the list within 50 ms of a keystroke (median) on the budgets' phone", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.goto(`${origin}/labtest`);
    await expect(status(page)).toHaveText(foundText(SCALE));
    await page.getByRole('searchbox', { name: 'Search tests by name' }).focus();
    await installKeystrokeProbe(page);
    const probe = await openCpuProbe(page);

    // Each round times the keystrokes on this machine unthrottled (raw) and the CPU probe just
    // before, and scales the raw median by how much faster than the budgets' phone this machine
    // ran the probe, as Lighthouse's simulated throttling scales a page load's tasks. DevTools'
    // CPU throttling is not used: on these machines it slowed the probe anywhere from 4× to 8×
    // from one second to the next. A burst of load elsewhere on a shared machine can still upset
    // one round, so the best of up to three counts.
    const rounds: { score: number; timings: number[]; onPhone: number }[] = [];
    while (rounds.length < 3 && !rounds.some(({ onPhone }) => onPhone <= 50)) {
      const score = await probe.score();
      const timings = await typeAndClear(page, ['vitamin b12', 'hba1c', 'anti-hcv']);
      rounds.push({ score, timings, onPhone: (median(timings) * score) / phoneProbeScore });
    }
    await probe.close();
    for (const [index, { score, timings, onPhone }] of rounds.entries()) {
      const description =
        `${timings.length} keystrokes that changed the list: median ${onPhone.toFixed(1)} ms ` +
        `on the budgets' phone (CPU probe ${Math.round(score)} here, ${phoneProbeScore} on the ` +
        `phone: ${(score / phoneProbeScore).toFixed(2)}× this machine's time); raw, on this ` +
        `machine: median ` +
        `${median(timings).toFixed(1)} ms, slowest ${Math.max(...timings).toFixed(1)} ms ` +
        `(all: ${timings.map((timing) => Math.round(timing)).join(', ')})`;
      // Printed as well: the budget's figures belong in CI's log.
      console.log(`Keystroke round ${index + 1}: ${description}`);
      testInfo.annotations.push({
        type: `Keystroke to updated list, round ${index + 1}`,
        description,
      });
    }
    expect(rounds.at(-1)?.timings.length).toBeGreaterThan(8);
    expect(Math.min(...rounds.map(({ onPhone }) => onPhone))).toBeLessThanOrEqual(50);
  });
});

/**
 * A blank page of the same browser that runs the CPU probe (scripts/lib/cpu-probe.ts), so that
 * the probe measures the machine and not the page under test (a heavier page must not make its
 * own budget easier). It is warmed up once and kept: a fresh page runs the probe several times
 * slower for its first seconds, while its memory is first touched.
 */
async function openCpuProbe(page: Page) {
  const probePage = await page.context().newPage();
  await probePage.evaluate(cpuProbe, { warmUpMs: 3000, measureMs: 100 });
  return {
    score: () => probePage.evaluate(cpuProbe, { warmUpMs: 300, measureMs: 1000 }),
    close: () => probePage.close(),
  };
}

interface KeystrokeProbe {
  start: number;
  expected: string;
  timings: number[];
}

declare global {
  interface Window {
    keystrokeProbe?: KeystrokeProbe;
  }
}

/**
 * Times a keystroke from its event to the first frame after the count shows the expected
 * result: the count and the cards change in the same commit.
 */
async function installKeystrokeProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const box = document.querySelector('input[type="search"]');
    const count = [...document.querySelectorAll('[role="status"]')].find((element) =>
      /found$/.test(element.textContent ?? ''),
    );
    if (!box || !count) throw new Error('no search box or count on the page');
    const probe: KeystrokeProbe = { start: 0, expected: '', timings: [] };
    window.keystrokeProbe = probe;
    box.addEventListener('keydown', (event) => (probe.start = event.timeStamp), true);
    new MutationObserver(() => {
      if (probe.expected === '' || count.textContent !== probe.expected) return;
      probe.expected = '';
      requestAnimationFrame(() =>
        setTimeout(() => probe.timings.push(performance.now() - probe.start)),
      );
    }).observe(count, { childList: true, characterData: true, subtree: true });
  });
}

/**
 * Types each word a letter at a time and clears it at once (the clear redraws the most), and
 * returns the timings of the keystrokes that changed the list.
 */
async function typeAndClear(page: Page, words: string[]): Promise<number[]> {
  await page.evaluate(() => (window.keystrokeProbe!.timings = []));
  const steps = words.flatMap((word) => [
    ...[...word].map((key, index) => ({ key, query: word.slice(0, index + 1) })),
    { key: 'ControlOrMeta+A', query: word },
    { key: 'Backspace', query: '' },
  ]);
  let shown = foundText(SCALE);
  let measured = 0;
  for (const step of steps) {
    const expected = foundText(countMatches(step.query.trim()));
    const changes = expected !== shown;
    if (changes) {
      measured += 1;
      await page.evaluate((text) => (window.keystrokeProbe!.expected = text), expected);
    }
    await page.keyboard.press(step.key);
    if (changes) {
      await page.waitForFunction(
        (done) => window.keystrokeProbe!.timings.length === done,
        measured,
      );
    }
    // A typist's pause: the rest of the page of cards is drawn before the next key.
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 2000 })));
    await expect(status(page)).toHaveText(expected);
    shown = expected;
  }
  return page.evaluate(() => window.keystrokeProbe!.timings);
}
