// One of the pre-render's workers (scripts/prerender.ts starts one a core): draws its share of
// the pages, in every language, with its own instance of the server entry, and writes each
// page's files. Built for Node with the server entry, whose path it is given.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { localizedPath } from '../../src/shared/page-language.ts';
import type { Manifest } from './manifest.ts';
import {
  checkNoInlineStyle,
  documentFor,
  filesFor,
  pageAssets,
  placeData,
  writePage,
} from './page-document.ts';
import type { PlannedPage, ServerEntry } from './server-entry.ts';

export interface WorkerTask {
  /** The server entry the build made (entry-server.mjs). */
  serverEntry: string;
  outDir: string;
  template: string;
  manifest: Manifest;
  pages: PlannedPage[];
  /** The centre's Place ID, read once by the pre-render, for the centre's structured data. */
  placeId: string;
}

export interface WorkerResult {
  /** HTML files written, copies included. */
  files: number;
  /** Each page's first file: the others are hard links to it. */
  pages: string[];
}

async function drawShare({
  serverEntry,
  outDir,
  template,
  manifest,
  pages,
  placeId,
}: WorkerTask): Promise<WorkerResult> {
  const { languages, centreJsonLd, noScriptText, renderPage } = (await import(
    pathToFileURL(serverEntry).href
  )) as ServerEntry;
  const inLanguage = languages.map((language) => ({
    language,
    centreJsonLd: centreJsonLd(language, placeId),
    noScript: noScriptText(language),
  }));
  // A page's assets depend only on its page file: a list's thousand item pages share them.
  const assetsOf = new Map<string, ReturnType<typeof pageAssets>>();
  let files = 0;
  const written: string[] = [];
  for (const page of pages) {
    for (const shared of inLanguage) {
      const key = `${page.file} ${shared.language}`;
      let assets = assetsOf.get(key);
      if (!assets) {
        assets = pageAssets(manifest, page.file, shared.language);
        assetsOf.set(key, assets);
      }
      const address = localizedPath(page.path, shared.language);
      try {
        const rendered = await renderPage(page, shared.language);
        const html = documentFor(template, {
          ...shared,
          route: address,
          page: rendered,
          assets,
          data: placeData(rendered.data, outDir),
        });
        const targets = filesFor(page.path, shared.language);
        checkNoInlineStyle(address, html);
        writePage(outDir, targets, html);
        files += targets.length;
        if (targets[0] !== undefined) written.push(targets[0]);
      } catch (error) {
        // A page that fails would reach visitors half drawn: the build stops, naming it.
        throw new Error(`Pre-rendering ${address}: ${String(error)}`, { cause: error });
      }
    }
  }
  return { files, pages: written };
}

// A rejection ends the worker with its error, which the pre-render reports and stops on.
void drawShare(workerData as WorkerTask).then((result) => parentPort?.postMessage(result));
