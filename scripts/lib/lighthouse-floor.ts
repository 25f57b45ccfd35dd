// Each measured page's floor: the HTML the server gives that page's request, with its stylesheets,
// scripts and images removed, written into the folder the same server serves, so a Lighthouse run
// of the floor beside the page's own shows what the page's styles and script cost its first paint
// on the same server, in the same run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The floors' folder in the served build; removed when the runs are over. */
export const FLOOR_FOLDER = 'lighthouse-floors';

/** A page's HTML as a floor: what it says, with nothing it links or runs. */
export const floorOf = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<noscript>(?:<link\b[^>]*>)+<\/noscript>/g, '')
    .replace(/<link\b[^>]*\brel="(?:stylesheet|modulepreload|preload)"[^>]*>/g, '')
    .replace(/<(?:img|source)\b[^>]*>/g, '');

/**
 * Fetches each page and writes its floor into `servedFolder`; the floor's address on `origin`, by
 * the page's.
 */
export async function writeFloors(
  origin: string,
  servedFolder: string,
  pages: readonly { route: string }[],
): Promise<Map<string, string>> {
  mkdirSync(path.join(servedFolder, FLOOR_FOLDER), { recursive: true });
  const floors = new Map<string, string>();
  for (const [index, { route }] of pages.entries()) {
    const response = await fetch(`${origin}${route}`, { headers: { Accept: 'text/html' } });
    if (!response.ok) throw new Error(`${route}: ${response.status} for its floor`);
    const file = `${FLOOR_FOLDER}/${index}.html`;
    writeFileSync(path.join(servedFolder, file), floorOf(await response.text()));
    floors.set(route, `/${file}`);
  }
  return floors;
}

export const removeFloors = (servedFolder: string) =>
  rmSync(path.join(servedFolder, FLOOR_FOLDER), { recursive: true, force: true });
