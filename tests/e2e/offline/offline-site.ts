/**
 * The offline suite's site (serve-offline-builds.ts): one address, in front of three builds
 * served by `vite preview`, that the tests switch between, or cut off. Cutting the address off
 * here reaches the service worker's own requests too, which Playwright's offline switch has not
 * always done.
 */
export const offlinePort = Number(process.env.OFFLINE_E2E_PORT ?? 4391);
/** Where the tests tell the front which build to pass to, or none (offline). */
export const controlPort = offlinePort + 10;

/** The build, its next deploy (a changed footer), and the build with the kill switch at /sw.js. */
export type Served = 'build' | 'next-build' | 'kill-switch' | 'offline';
export const upstreams: Record<Exclude<Served, 'offline'>, number> = {
  build: offlinePort + 1,
  'next-build': offlinePort + 2,
  'kill-switch': offlinePort + 3,
};

/** What the next build changes, where every page shows it: the footer's hours heading. */
export const nextBuildMark = 'Opening hours (new build)';

export async function serve(served: Served): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${controlPort}/${served}`, { method: 'POST' });
  if (!response.ok) throw new Error(`The offline suite's front refused ${served}`);
}
