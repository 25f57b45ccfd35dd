import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * Every chunk that imports another lazily carries the list of files to fetch with it (Vite's
 * `__vite__mapDeps`), and Vite lists the app's own start-up scripts there too: React, the router,
 * the texts, which every lazy chunk shares. By the time any chunk but the HTML's entry runs,
 * those are loaded, so listing them again only costs each visitor bytes on every page. This drops
 * them from every list but the entry's own, and with them the start-up stylesheets, which the
 * entry's own list brings. Any other stylesheet stays: the list is how a lazy chunk's style arrives.
 */
export function preloadOnlyWhatIsNew(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  const startUp = new Set<string>();
  const htmlEntries = new Set<string>();
  const plugin: Plugin = {
    name: 'preload-only-what-is-new',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const add = (fileName: string) => {
          if (startUp.has(fileName)) return;
          startUp.add(fileName);
          const chunk = byName.get(fileName);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) startUp.add(css);
          for (const imported of chunk?.imports ?? []) add(imported);
        };
        for (const chunk of chunks) {
          if (chunk.isEntry) htmlEntries.add(chunk.fileName);
          if (chunk.facadeModuleId?.endsWith('/src/entry-client.tsx')) add(chunk.fileName);
        }
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (
    _file,
    deps,
    { hostId, hostType },
  ) =>
    hostType !== 'js' || htmlEntries.has(hostId) ? deps : deps.filter((dep) => !startUp.has(dep));
  return { plugin, resolveDependencies };
}
