// Pre-rendering, as a Vite plugin: after the browser build, builds src/entry-server.tsx for Node,
// draws every page known at build time into its own HTML file (dist/labtest.html for /labtest, so
// Firebase Hosting's cleanUrls and `vite preview` serve it at /labtest), and writes the app shell,
// sitemap.xml and robots.txt. The first paint then needs no JavaScript, crawlers and link previews
// read real content, and the browser hydrates the page it was given (src/main.tsx).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  openBuildCatalogue,
  type BuildCatalogue,
  type BuildDataSource,
} from './lib/build-data-source.ts';
import { localizedCandidates, localizedFolder, requestedLanguages } from './lib/localized-pages.ts';
import { manifestClosure, manifestEntry, type Manifest } from './lib/manifest.ts';

/**
 * What src/entry-server.tsx gives, built for Node: described here rather than imported, since its
 * own types bring the browser's (it draws React pages).
 */
interface RenderedPage {
  html: string;
  head: string;
  data: unknown;
}
interface PrerenderRoute {
  path: string;
  file: string;
}
type Language = 'en' | 'bn';
interface ServerEntry {
  firebaseProject(): string | null;
  provideBuildCatalogue(source: BuildDataSource): void;
  routeFiles(): BuiltRoute[];
  languages: readonly Language[];
  centreJsonLd(language: Language): string;
  noScriptText(language: Language): string;
  prerenderRoutes(): Promise<PrerenderRoute[]>;
  renderPage(route: PrerenderRoute, language: Language): Promise<RenderedPage>;
  renderShell(language: Language): Promise<RenderedPage>;
  siteEnv: { siteUrl: string };
}
interface PageAssets {
  stylesheets: string;
  modules: string;
}

/**
 * The route table as the build saw it (src/config/paths.ts): each route's path and its page's
 * source file, beside the manifest, for `npm run size`. Hosting ignores dot folders.
 */
export const ROUTES_FILE = '.vite/routes.json';
export interface BuiltRoute {
  path: string;
  file: string;
}

/** The page the hosting serves for every address without a pre-rendered file of its own. */
export const APP_SHELL = 'app-shell.html';

/** The HTML file a route is written to: `/` is index.html, `/labtest` labtest.html. */
export const htmlFileFor = (route: string) =>
  route === '/' ? 'index.html' : `${decodeURIComponent(route).slice(1)}.html`;

const xmlEntities: Record<string, string> = {
  '<': 'lt',
  '>': 'gt',
  '&': 'amp',
  "'": 'apos',
  '"': 'quot',
};
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&${xmlEntities[c]};`);
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside a `<script>` element: `<` escaped, so no text in it can close the element. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

/** The app the entry starts once the page is painted (src/main.tsx), as the manifest keys it. */
export const CLIENT_APP = 'src/entry-client.tsx';

/** The Bengali every page needs, as the manifest keys it; each page namespace's is beside it. */
const BENGALI_TEXT = 'src/i18n/bn/';
export const BENGALI_SHARED = `${BENGALI_TEXT}index.ts`;

/**
 * The Bengali text chunks a page draws with: the shared ones and those of the namespaces its
 * chunks use (each `use…Messages` module imports its namespace's Bengali dynamically).
 */
export function bengaliChunks(manifest: Manifest, chunks: Iterable<string>): string[] {
  const bengali = new Set([BENGALI_SHARED]);
  for (const key of chunks) {
    for (const imported of manifest[key]?.dynamicImports ?? []) {
      if (imported.startsWith(BENGALI_TEXT)) bengali.add(imported);
    }
  }
  return [...bengali];
}

/** Where a page in a language is written: English at the top (the default) and in its folder. */
const filesFor = (file: string, language: Language) =>
  language === 'en'
    ? [file, `${localizedFolder('en')}/${file}`]
    : [`${localizedFolder(language)}/${file}`];

/**
 * What a page needs beyond the entry: the stylesheets of the app and the page, linked in the head
 * so the page is styled at first paint, and the page's own script chunks, which src/main.tsx
 * fetches once the page is painted.
 */
function pageAssets(manifest: Manifest, module: string | null, language: Language): PageAssets {
  const entry = manifestEntry(manifest);
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  const entryChunks = manifestClosure(manifest, entry);
  const entryCss = new Set([...entryChunks].flatMap((key) => manifest[key]?.css ?? []));
  const appChunks = manifestClosure(manifest, CLIENT_APP);
  const chunks = new Set(appChunks);
  if (module !== null) manifestClosure(manifest, module, chunks);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []))].filter(
    (file) => !entryCss.has(file),
  );
  const pageChunks = [...chunks].filter((key) => !appChunks.has(key) && !entryChunks.has(key));
  // A Bengali page is hydrated with its Bengali text, fetched alongside its script.
  if (language === 'bn') {
    const loaded = new Set([...chunks, ...entryChunks]);
    for (const key of bengaliChunks(manifest, chunks)) {
      for (const needed of manifestClosure(manifest, key)) {
        if (!loaded.has(needed)) pageChunks.push(needed);
        loaded.add(needed);
      }
    }
  }
  return {
    stylesheets: css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join(''),
    modules: pageChunks.map((key) => `/${manifest[key]?.file ?? ''}`).join(' '),
  };
}

/**
 * The data a page carries for its first render, inline up to this many characters of JSON. Past
 * it (2,500 lab tests are 400 kB) the data goes in a file of its own that the page fetches with
 * its script, so the HTML, and the first paint, stay as light as a short list's.
 */
const INLINE_DATA_LIMIT = 64 * 1024;

/** Where a page's data goes: inline, or in a content-named file the page points to. */
function placeData(data: unknown, writeAsset: (file: string, text: string) => void): string {
  if (data === null) return '';
  const json = JSON.stringify(data);
  if (json.length <= INLINE_DATA_LIMIT) {
    return `<script type="application/json" id="prerendered-data">${scriptJson(json)}</script>`;
  }
  const file = `assets/data/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  writeAsset(file, json);
  return `<script type="application/json" id="prerendered-data" data-src="/${file}"></script>`;
}

function documentFor(
  template: string,
  {
    route,
    page,
    assets,
    centreJsonLd,
    data,
    language,
    noScript,
  }: {
    route: string | null;
    page: RenderedPage;
    assets: PageAssets;
    centreJsonLd: string;
    /** The page's data element (placeData). */
    data: string;
    language: Language;
    /** What the page says to a browser without script, in its language. */
    noScript: string;
  },
) {
  const head = [
    page.head,
    `<script type="application/ld+json">${centreJsonLd}</script>`,
    assets.stylesheets,
  ].join('');
  const marker =
    route === null
      ? ''
      : ` data-prerendered-path="${escapeAttribute(route)}"` +
        (assets.modules === '' ? '' : ` data-page-modules="${escapeAttribute(assets.modules)}"`);
  // The page declares its language: src/entry-client.tsx reads it to hydrate in the same one.
  let html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${noScript}</noscript>`);
  if (route !== null) {
    // The page shows without script: its CSS and pictures go first, the script after them.
    html = html
      .replace(
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
      )
      .replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      );
  }
  // The page's own title replaces the template's; the shell keeps it.
  if (/<title\b/.test(page.head)) html = html.replace(/<title>[^<]*<\/title>/, '');
  html = html.replace('</head>', `${head}</head>`);
  html = html.replace(
    '<div id="root"></div>',
    () => `<div id="root"${marker}>${page.html}</div>${data}`,
  );
  return html;
}

/**
 * The Content-Security-Policy (firebase.json) allows no inline style: a `style` attribute in the
 * markup would be refused and logged. React sets styles from script, which the policy allows.
 */
function checkNoInlineStyle(file: string, html: string) {
  const found = /<[^>]+\sstyle="[^"]*"/.exec(html);
  if (found) throw new Error(`${file}: inline style ${found[0].slice(0, 120)}… (CSP forbids it)`);
  // Nor any inline script but data blocks (JSON-LD, the page's data), which are never run.
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (/\ssrc=/.test(tag) || /type="application\/(?:ld\+)?json"/.test(tag)) continue;
    throw new Error(`${file}: inline script ${tag} (the CSP forbids it)`);
  }
}

function sitemap(siteUrl: string, routes: string[]) {
  const urls = routes.map((route) => `<url><loc>${escapeXml(`${siteUrl}${route}`)}</loc></url>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  );
}

const robots = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

/** The server entry, built for Node next to node_modules so its imports resolve. */
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
      ssr: 'src/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      // One file, so that each import of it (below) is a fresh instance with empty caches.
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs', codeSplitting: false } },
    },
  });
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
          req.url = `/${APP_SHELL}`;
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
      const started = Date.now();
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(
        readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const serverDir = path.join(config.root, 'node_modules', '.tmp', `prerender-${process.pid}`);
      let catalogue: BuildCatalogue | undefined;
      try {
        await buildServerEntry(config, serverDir);
        const serverUrl = pathToFileURL(path.join(serverDir, 'entry-server.mjs')).href;
        // With Firebase, the catalogue is read from Firestore as the staff tools read it.
        const { firebaseProject } = (await import(`${serverUrl}?page=0`)) as ServerEntry;
        const project = firebaseProject();
        catalogue = project === null ? undefined : openBuildCatalogue(project, process.env);
        if (catalogue) config.logger.info(`Pre-rendering from ${catalogue.described}.`);
        // A fresh instance per page: what one page read must not be drawn into the next.
        let instances = 0;
        const freshServer = async (): Promise<ServerEntry> => {
          const entry = (await import(`${serverUrl}?page=${(instances += 1)}`)) as ServerEntry;
          if (catalogue) entry.provideBuildCatalogue(catalogue.source);
          return entry;
        };
        const server = await freshServer();
        writeFileSync(path.join(outDir, ROUTES_FILE), JSON.stringify(server.routeFiles(), null, 2));
        const routes = await server.prerenderRoutes();
        const written: string[] = [];
        const writeAsset = (file: string, text: string) => {
          const target = path.join(outDir, file);
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, text);
        };
        const write = (file: string, language: Language, html: string) => {
          checkNoInlineStyle(file, html);
          for (const target of filesFor(file, language)) writeAsset(target, html);
          written.push(file);
        };
        const inLanguage = server.languages.map((language) => ({
          language,
          centreJsonLd: server.centreJsonLd(language),
          noScript: server.noScriptText(language),
        }));
        // Every page in every language, the same markup the browser hydrates in that language,
        // both from one instance: the page's data is read once and drawn in each.
        for (const route of routes) {
          if (!manifest[route.file]) throw new Error(`${route.path}: ${route.file} was not built`);
          const entry = await freshServer();
          for (const page of inLanguage) {
            const rendered = await entry.renderPage(route, page.language);
            write(
              htmlFileFor(route.path),
              page.language,
              documentFor(template, {
                ...page,
                route: route.path,
                page: rendered,
                assets: pageAssets(manifest, route.file, page.language),
                data: placeData(rendered.data, writeAsset),
              }),
            );
          }
        }
        const shellEntry = await freshServer();
        for (const page of inLanguage) {
          const shell = await shellEntry.renderShell(page.language);
          write(
            APP_SHELL,
            page.language,
            documentFor(template, {
              ...page,
              route: null,
              page: shell,
              assets: pageAssets(manifest, null, page.language),
              data: placeData(shell.data, writeAsset),
            }),
          );
        }
        const { siteUrl } = server.siteEnv;
        writeFileSync(
          path.join(outDir, 'sitemap.xml'),
          sitemap(
            siteUrl,
            routes.map((r) => r.path),
          ),
        );
        writeFileSync(path.join(outDir, 'robots.txt'), robots(siteUrl));
        config.logger.info(
          `Pre-rendered ${written.length} pages in ${server.languages.join(' and ')}, sitemap.xml and robots.txt for ${siteUrl} ` +
            `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
        );
      } finally {
        await catalogue?.close();
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
