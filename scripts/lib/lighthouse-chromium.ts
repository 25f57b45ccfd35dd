import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwrightChromium } from '@playwright/test';
import { startChild, stopChild } from './child-processes.ts';
import { cpuProbe } from './cpu-probe.ts';

/**
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), started once for every Lighthouse
 * run, with the CPU probe that times this machine in it.
 */
export async function startChromium() {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-chromium-'));
  const {
    child,
    match: [, port = ''],
  } = await startChild(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    /DevTools listening on ws:\/\/[^:]+:(\d+)\//,
    'Chromium',
  );

  // The probe runs over a connection of its own to the same Chromium, closed before Lighthouse
  // loads a page: Playwright attaches to every new tab of a browser it is connected to and runs its
  // own scripts in each, which made the page under audit slower (raw TBT about 1.7× that of a
  // browser Lighthouse drives alone).
  async function probeScore(): Promise<number> {
    const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      const score = await page.evaluate(cpuProbe, {});
      await page.close();
      return score;
    } finally {
      // Of a browser connected over CDP, close() closes the connection and its pages, not Chromium.
      await browser.close();
    }
  }

  // A browser just started runs the probe up to twice as slowly for its first seconds (533 against
  // 870–980 on this machine), which would call for too little slowdown on the first route.
  await probeScore();

  return {
    port: Number(port),
    probeScore,
    async stop() {
      await stopChild(child);
      await rm(profile, { recursive: true, force: true });
    },
  };
}
