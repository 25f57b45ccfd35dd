// The build manifest (dist/.vite/manifest.json): which chunks a page loads before it is usable.

/** Every chunk a build manifest entry loads up front: itself and its static imports, transitively. */
export type Manifest = Record<string, ManifestChunk>;
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Files the chunk's styles refer to (fonts). */
  assets?: string[];
}

export function manifestClosure(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) manifestClosure(manifest, imported, seen);
  return seen;
}

/** The manifest key of the build's entry chunk (src/main.tsx). */
export const manifestEntry = (manifest: Manifest) =>
  Object.keys(manifest).find((key) => manifest[key]?.isEntry);
