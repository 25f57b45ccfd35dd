// Pre-rendering, as a Vite plugin: after the browser build, builds src/entry-server.tsx for Node,
// plans every page known at build time from the catalogue (each list read once), and draws them
// in every language on worker threads, one a core (scripts/lib/prerender-worker.ts), each page
// into its own HTML file (dist/labtest.html for /labtest, dist/bn/labtest.html for /bn/labtest,
// so Firebase Hosting's cleanUrls and `vite preview` serve them). Then the app shell, the 404
// page, the search index, the sitemaps and robots.txt. The first paint needs no JavaScript,
// crawlers and link previews read real content, and the browser hydrates the page it was given
// (src/main.tsx).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { openBuildCatalogue, type BuildCatalogue } from './lib/build-data-source.ts';
import { addressLanguage, BENGALI_PREFIX } from '../src/shared/page-language.ts';
import { localizedCandidates, requestedLanguages } from './lib/localized-pages.ts';
import { folderSize, megabytes } from './lib/folder-size.ts';
import type { Manifest } from './lib/manifest.ts';
import { nodeCpuProbe } from './lib/node-cpu-probe.ts';
import {
  APP_SHELL,
  checkNoInlineStyle,
  documentFor,
  filesFor,
  NOT_FOUND_PAGE,
  offlineDocument,
  offlineFile,
  pageAssets,
  placeData,
  ROUTES_FILE,
  writePage,
} from './lib/page-document.ts';
import type { WorkerResult, WorkerTask } from './lib/prerender-worker.ts';
import type { PlannedPage, ServerEntry } from './lib/server-entry.ts';
import { writeServiceWorker } from './lib/service-worker.ts';
import { sitemapFiles } from './lib/sitemap.ts';
import { inlineCriticalStyles } from './lib/critical-styles.ts';
import { writeDeployConfig } from './lib/hosting-config.ts';

/**
 * What the build measured of its pre-render, beside the manifest, for `npm run size` to judge:
 * the time, and the CPU probe's score that calibrates it to the budget's machine.
 */
export const PRERENDER_REPORT = '.vite/prerender.json';
export interface PrerenderReport {
  pages: number;
  files: number;
  seconds: number;
  workers: number;
  probeScore: number;
}

const robots = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

/** The server entry and the workers' script, built for Node next to node_modules. */
async function buildServerEntry(config: ResolvedConfig, outDir: string) {
  // The browser build's own settings (a test's extra plugins, say) hold for the server entry too.
  const inline = config.inlineConfig ?? {};
  await build({
    ...inline,
    configFile: config.configFile,
    mode: config.mode,
    root: config.root,
    logLevel: 'warn',
    plugins: [
      ...(inline.plugins ?? []),
      {
        // Styles do not change the markup; skipping them saves recompiling Bootstrap's Sass.
        name: 'lab-site:prerender-no-styles',
        enforce: 'pre',
        load: (id: string) => (/\.s?css(?:\?|$)/.test(id) ? '' : undefined),
      },
    ],
    // Bundled whole: some packages (react-bootstrap's deep imports) do not load as Node ESM.
    ssr: { ...inline.ssr, noExternal: true },
    build: {
      ...inline.build,
      ssr: true,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      rollupOptions: {
        input: {
          'entry-server': 'src/entry-server.tsx',
          'prerender-worker': 'scripts/lib/prerender-worker.ts',
        },
        output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  });
}

/** Draws pages on worker threads, one a core, each its share in turn; resolves with the files. */
async function drawOnWorkers(
  workerScript: string,
  task: Omit<WorkerTask, 'pages'>,
  pages: readonly PlannedPage[],
  workers: number,
): Promise<WorkerResult> {
  const shares = Array.from({ length: workers }, (_, index) =>
    pages.filter((_page, at) => at % workers === index),
  );
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<WorkerResult>((resolve, reject) => {
          const worker = new Worker(workerScript, { workerData: { ...task, pages: share } });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`A pre-render worker stopped with code ${code}`));
          });
        }),
    ),
  );
  return {
    files: results.reduce((total, { files }) => total + files, 0),
    pages: results.flatMap(({ pages }) => pages),
  };
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lab-site:prerender',
    // The browser build and `vite preview`; not the server entry's own build, nor dev and tests.
    apply: (userConfig, { command, isSsrBuild, isPreview }) =>
      command === 'build' ? !isSsrBuild && !userConfig.build?.ssr : Boolean(isPreview),
    configResolved(resolved) {
      config = resolved;
    },
    // `vite preview` serves what Firebase Hosting serves: a page's own file in the language the
    // request asks for (the i18n rewrites, scripts/lib/localized-pages.ts), else the app shell
    // (rather than Vite's fallback to index.html, the pre-rendered home page). Like Hosting's
    // emulator, the shell a rewrite serves is the default one.
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        if (!accept.includes('text/html') || !existsSync(path.join(outDir, APP_SHELL))) {
          return next();
        }
        let url: URL;
        try {
          url = new URL(req.url ?? '/', 'http://localhost');
          decodeURIComponent(url.pathname);
        } catch {
          return next();
        }
        const pathname = url.pathname;
        const file = pathname.endsWith('/')
          ? `${pathname.slice(1)}index.html`
          : path.extname(pathname) === '.html'
            ? pathname.slice(1)
            : `${pathname.slice(1)}.html`;
        const languages = requestedLanguages(req.headers.cookie, req.headers['accept-language']);
        const found = localizedCandidates(file, languages).find((candidate) =>
          existsSync(path.join(outDir, decodeURIComponent(candidate))),
        );
        if (found !== undefined) req.url = `/${found}${url.search}`;
        else if (!existsSync(path.join(outDir, decodeURIComponent(pathname)))) {
          // As firebase.json's rewrites: a Bengali address's shell is Bengali.
          req.url =
            addressLanguage(pathname) === 'bn' ? `${BENGALI_PREFIX}/${APP_SHELL}` : `/${APP_SHELL}`;
        }
        next();
      });
    },
    async closeBundle() {
      // Vite 8 runs this hook once per environment; the browser build is the one to follow.
      if (this.environment && this.environment.name !== 'client') return;
      if (!config.isProduction) {
        // What every visitor would download: React's development build, several times slower.
        throw new Error(
          `This build is not a production build (NODE_ENV=${process.env.NODE_ENV ?? ''}): ` +
            'build with NODE_ENV=production.',
        );
      }
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(
        readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const serverDir = path.join(config.root, 'node_modules', '.tmp', `prerender-${process.pid}`);
      let catalogue: BuildCatalogue | undefined;
      try {
        await buildServerEntry(config, serverDir);
        const probeScore = nodeCpuProbe();
        const started = Date.now();
        const serverEntry = path.join(serverDir, 'entry-server.mjs');
        const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
        // With Firebase, the catalogue is read from Firestore as the staff tools read it.
        const project = server.firebaseProject();
        catalogue = project === null ? undefined : openBuildCatalogue(project, process.env);
        if (catalogue) {
          config.logger.info(`Pre-rendering from ${catalogue.described}.`);
          server.provideBuildCatalogue(catalogue.source);
        }
        writeFileSync(path.join(outDir, ROUTES_FILE), JSON.stringify(server.routeFiles(), null, 2));
        const { pages, searchIndex } = await server.planPages();
        // The settings staff published, as visitors read them: the centre's place on the map.
        const placeId = await server.readCentrePlaceId();
        for (const page of pages) {
          if (!manifest[page.file]) throw new Error(`${page.path}: ${page.file} was not built`);
        }
        const workers = Math.max(1, Math.min(availableParallelism(), 4, pages.length));
        const drawn = await drawOnWorkers(
          path.join(serverDir, 'prerender-worker.mjs'),
          { serverEntry, outDir, template, manifest, placeId },
          pages,
          workers,
        );
        let files = drawn.files;
        const inlineStyles = await inlineCriticalStyles(outDir, drawn.pages);
        writeDeployConfig(config.root, outDir, inlineStyles);
        // The app shell, for the addresses firebase.json rewrites to it (drawn by the browser),
        // and the page Hosting serves at an address with no page, whose 404 status and noindex
        // keep it out of search results.
        const pagesOfTheirOwn = [
          { file: APP_SHELL, render: server.renderShell },
          { file: NOT_FOUND_PAGE, render: server.renderNotFound },
        ];
        for (const { file, render } of pagesOfTheirOwn) {
          for (const language of server.languages) {
            const page = await render(language);
            const html = documentFor(template, {
              language,
              centreJsonLd: server.centreJsonLd(language, placeId),
              noScript: server.noScriptText(language),
              route: null,
              page,
              assets: pageAssets(manifest, null, language),
              data: placeData(page.data, outDir),
            });
            checkNoInlineStyle(file, html);
            const targets = filesFor(`/${file.replace(/\.html$/, '')}`, language);
            writePage(outDir, targets, html);
            files += targets.length;
          }
        }
        // The page the offline worker shows at an address it has no copy of.
        for (const language of server.languages) {
          const page = await server.renderOffline(language);
          const html = offlineDocument(template, page, {
            language,
            centreJsonLd: server.centreJsonLd(language, placeId),
            stylesheets: pageAssets(manifest, null, language).stylesheets,
          });
          checkNoInlineStyle(offlineFile(language), html);
          writePage(outDir, [offlineFile(language)], html);
          files += 1;
        }
        writeFileSync(path.join(outDir, server.searchIndexFile), JSON.stringify(searchIndex));
        const { siteUrl } = server.siteEnv;
        const sitemaps = sitemapFiles(siteUrl, pages, server.languages);
        for (const [file, xml] of sitemaps) {
          mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
          writeFileSync(path.join(outDir, file), xml);
        }
        writeFileSync(path.join(outDir, 'robots.txt'), robots(siteUrl));
        const seconds = (Date.now() - started) / 1000;
        const report: PrerenderReport = {
          pages: pages.length * server.languages.length,
          files,
          seconds,
          workers,
          probeScore,
        };
        writeFileSync(path.join(outDir, PRERENDER_REPORT), JSON.stringify(report, null, 2));
        // After every page: the worker's list names the offline pages the pre-render wrote.
        const precached = await writeServiceWorker(config, outDir, manifest, project !== null);
        config.logger.info(
          `Pre-rendered ${report.pages} pages (${pages.length} in ${server.languages.join(' and ')}; ` +
            `${files} files) on ${workers} workers in ${seconds.toFixed(1)} s, with ` +
            `${sitemaps.size - 1} sitemap file(s) and robots.txt for ${siteUrl}; ` +
            `${inlineStyles.templates.length} templates' critical styles inline; ` +
            `dist is ${megabytes(folderSize(outDir))} MB; the offline worker precaches ` +
            `${precached.files.length} files.`,
        );
      } finally {
        await catalogue?.close();
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
