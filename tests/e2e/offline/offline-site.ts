/**
 * The offline suite's site (serve-offline-builds.ts): one address, in front of three builds
 * (two behind the Hosting emulator, the kill switch's on `vite preview`), that the tests switch between, or cut off. Cutting the address off
 * here reaches the service worker's own requests too, which Playwright's offline switch has not
 * always done.
 */
export const offlinePort = Number(process.env.OFFLINE_E2E_PORT ?? 4391);
/** Where the tests tell the front which build to pass to, or none (offline). */
export const controlPort = offlinePort + 10;

/** The build, its next deploy (a changed footer), and the build with the kill switch at /sw.js. */
const servedBuilds = ['build', 'next-build', 'kill-switch', 'offline'] as const;
export type Served = (typeof servedBuilds)[number];
export const isServed = (name: string): name is Served => servedBuilds.some((one) => one === name);

/** How fast the front passes bytes: as it is, or DevTools' slow 4G (tests/support/slow-phone.ts). */
export type Speed = 'full' | 'slow-4g';
export const isSpeed = (name: string): name is Speed => name === 'full' || name === 'slow-4g';
export const slow4g = {
  latencyMs: 562.5,
  downloadBytesPerMs: (1474.56 * 1024) / 8 / 1000,
  uploadBytesPerMs: (675 * 1024) / 8 / 1000,
};
export const upstreams: Record<Exclude<Served, 'offline'>, number> = {
  build: offlinePort + 1,
  'next-build': offlinePort + 2,
  'kill-switch': offlinePort + 3,
};

/** What the next build changes, where every page shows it: the footer's hours heading. */
export const nextBuildMark = { en: 'Opening hours (new build)', bn: 'খোলা থাকে (নতুন বিল্ড)' };
/** The CBC's price in the next build (315 in this one), and its page's slug. */
export const nextBuildPrice = 280;
export const nextBuildPriced = 'complete-blood-count-cbc';

/** Tells the front which build to pass connections to (or none), or at what speed. */
export async function serve(what: Served | Speed): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${controlPort}/${what}`, { method: 'POST' });
  if (!response.ok) throw new Error(`The offline suite's front refused ${what}`);
}
