/**
 * The offline worker's caches, named by the build they belong to (./service-worker.ts): a page's
 * copy names the scripts of the build it was drawn with, which a deploy removes from Hosting.
 */

/**
 * The build a worker came with, named by its list of files (an FNV-1a hash), so every change to a
 * script, a style or the offline page changes it.
 */
export function buildOf(files: readonly { url: string; revision?: string | null }[]): string {
  let hash = 0x811c9dc5;
  for (const { url, revision } of files) {
    for (const character of `${url} ${revision ?? ''}\n`) {
      hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193) >>> 0;
    }
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The caches of one build, each kind named `<kind>-<build>`; the names before builds were named
 * (the bare kind) count as an earlier build's. The lists and the data files are any build's.
 */
const buildCaches = {
  precache: 'lab-site-precache',
  bengali: 'lab-site-bengali',
  pages: 'lab-site-pages',
} as const;
/** The Bengali text's cache before builds were named. */
const unnamedBengali = 'lab-site-precache-bn';

/** Every cache a worker of this build uses, by kind. */
export const cacheNamesOf = (build: string) => ({
  precache: `${buildCaches.precache}-${build}`,
  bengali: `${buildCaches.bengali}-${build}`,
  pages: `${buildCaches.pages}-${build}`,
  lists: 'lab-site-lists',
  data: 'lab-site-data',
});

/**
 * Another build's cache of a kind: its named caches (`<kind>-` and a build's eight hex digits, so
 * the old Bengali name is never taken for a precache), or the name from before builds were named.
 */
const isOtherBuilds = (kind: keyof typeof buildCaches, name: string, build: string) =>
  name !== cacheNamesOf(build)[kind] &&
  (new RegExp(`^${buildCaches[kind]}-[0-9a-f]{8}$`).test(name) ||
    name === buildCaches[kind] ||
    (kind === 'bengali' && name === unnamedBengali));

/**
 * Which of the caches (`names`, in the order they were made, as the browser lists them) a worker
 * of `build` drops as it takes over: every other build's page copies, and every other build's
 * files but the newest.
 */
export function otherBuildsToDrop(names: readonly string[], build: string): string[] {
  const dropped = names.filter((name) => isOtherBuilds('pages', name, build));
  for (const kind of ['precache', 'bengali'] as const) {
    const older = names.filter((name) => isOtherBuilds(kind, name, build));
    dropped.push(...older.slice(0, -1));
  }
  return dropped;
}
