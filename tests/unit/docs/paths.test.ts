// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Docs that cannot drift: every repository path that the docs or a code comment names must
 * exist, so a moved or deleted file fails here rather than misleading the next reader.
 *
 * In README.md, tests/README.md and docs/**\/*.md, a path is
 * - a link's target that is neither a URL nor a site address (from the doc's folder);
 * - in a fenced block (a drawing, a command), a path from the root as in code comments (below);
 * - an inline code span holding one token that contains a `/` or ends in an extension that a
 *   file of this repository has (`.ts`, `.scss`, `.rules`, `.webmanifest`…), except:
 *   - a site address or URL (starts with `/`, or holds `://`): the old site's addresses in
 *     docs/old-site.md are all of this kind;
 *   - an npm package and its entry points (`firebase/firestore/lite`), a MIME type (`text/plain`);
 *   - a Firestore document path (its first segment a capitalised collection, or a `{wildcard}`)
 *     or a Storage object path (STORAGE_FOLDERS);
 *   - build output (`dist/…`, the functions' bundle, BUILD_OUTPUTS), local settings that are
 *     never committed (`.env`, `.env.local`), a bare extension (`.jpg`), a date (`5/12/2026`)
 *     and a token holding a character no path here has (`[y/N]`).
 *
 * A path is found when a file or folder (a trailing `/` asks for a folder) matches it: from the
 * repository's root when its first segment is a top-level entry there (`src/…`, `README.md`);
 * otherwise from the doc's own folder, or else as the tail of a repository path, since a doc
 * shortens paths under a heading that names the folder (`adapters/firestore/`, `bn/index.ts`).
 * `<placeholder>` and `*` stand for one segment or part of one, `**` and `…` for any run, and
 * `{a,b}` for either; a path without an extension may name a module or its test
 * (`unit/features/home/home-page`).
 *
 * In code comments under src/, functions/src/, scripts/, tests/ and the root configs, a path is
 * one that starts with src, functions, scripts, tests, docs or public and a slash (from the
 * root), a TypeScript module named from the comment's own folder (starting with a dot and a
 * slash, or two dots), or a Markdown file's name (anywhere), matched the same way; local
 * settings are skipped here too.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const IGNORED_FOLDERS = new Set([
  '.git',
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
]);
const STORAGE_FOLDERS = ['prescription', 'quarantine'];
/** Files the build writes, which the docs name by their own name. */
const BUILD_OUTPUTS = new Set([
  'sw.js',
  'sw-kill-switch.js',
  'app-shell.html',
  'firebase.deploy.json',
]);
const LOCAL_SETTINGS = /(^|\/)\.env(\.local)?$/;
const MODULE_ENDINGS = ['.ts', '.tsx', '.test.ts', '.test.tsx', '.spec.ts'];

function walk(folder: string, files: string[], folders: string[]) {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (IGNORED_FOLDERS.has(entry.name) || path === 'functions/lib') continue;
      folders.push(`${path}/`);
      walk(path, files, folders);
    } else {
      files.push(path);
    }
  }
}
const files: string[] = [];
const folders: string[] = [];
walk('', files, folders);
const entries = [...files, ...folders];
const extensions = new Set(
  files.flatMap((path) => /^[^.].*\.([^.]+)$/.exec(posix.basename(path))?.slice(1) ?? []),
);
const topLevel = new Set(entries.filter((path) => !/\/./.test(path)).map((p) => p.split('/')[0]));
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const packages = new Set([
  ...Object.keys(packageJson.dependencies),
  ...Object.keys(packageJson.devDependencies),
]);

const escapeRegExp = (text: string) => text.replace(/[.+?^$()[\]\\|]/g, '\\$&');

/** A pattern over repository paths: placeholders and globs become what they stand for. */
function patternOf(path: string) {
  return escapeRegExp(path)
    .replace(/\{([^}]*)\}/g, (_, options: string) => `(?:${options.split(',').join('|')})`)
    .replace(/<[^>]+>/g, '[^/]+')
    .replace(/\*\*|…/g, '.*')
    .replace(/(?<!\.)\*/g, '[^/]*');
}

/** Whether a path names a file or folder, from `base` or (when `anywhere`) at any depth. */
function exists(path: string, base: string, anywhere: boolean) {
  const wantsFolder = path.endsWith('/');
  const hasExtension = /\.[a-z]+$/i.test(path) || wantsFolder;
  const endings = hasExtension ? [''] : ['', '/', ...MODULE_ENDINGS];
  const prefix = anywhere ? '(?:.*/)?' : escapeRegExp(base);
  const pattern = new RegExp(
    `^${prefix}${patternOf(path)}(?:${endings.map(escapeRegExp).join('|')})$`,
  );
  return entries.some((entry) => pattern.test(entry));
}

/** Why a backticked token in a doc is not a repository path, or undefined if it is one. */
function notAPath(token: string): string | undefined {
  if (/\s/.test(token)) return 'not one token';
  if (token.startsWith('/') || token.includes('://')) return 'a site address or URL';
  const first = token.split('/')[0] ?? '';
  if (token.startsWith('@') || packages.has(first)) return 'an npm package';
  if (/^(text|image|application|audio|video)\/[\w.+-]+$/.test(token)) return 'a MIME type';
  if (
    token.includes('/') &&
    (/^[A-Z]/.test(first) || first.startsWith('{')) &&
    !topLevel.has(first)
  )
    return 'a Firestore path';
  if (STORAGE_FOLDERS.includes(first) && token.includes('/')) return 'a Storage path';
  if (first === 'dist' || token.startsWith('functions/lib/') || BUILD_OUTPUTS.has(token))
    return 'build output';
  if (LOCAL_SETTINGS.test(token)) return 'local settings';
  if (/^\.\w+$/.test(token)) return 'an extension';
  if (/^[\d/]+$/.test(token)) return 'a date';
  if (/[^\w.\-/<>*…{},]/.test(token)) return 'not path characters';
  if (!token.includes('/') && !extensions.has(/\.([^.]+)$/.exec(token)?.[1] ?? ''))
    return 'no folder or extension';
  return undefined;
}

function resolves(path: string, from: string) {
  const here = from ? `${from}/` : '';
  if (path.startsWith('./') || path.startsWith('../')) {
    return exists(posix.normalize(`${here}${path}`), '', false);
  }
  if (topLevel.has(path.split('/')[0] ?? '')) return exists(path, '', false);
  return exists(path, here, false) || exists(path, '', true);
}

const rootedPath =
  /(?<![\w./-])((?:src|functions|scripts|tests|docs|public)\/[\w.\-/<>*…{},]*[\w>*/}])/g;
const relativeModule = /(?<![\w./-])(\.\.?\/[\w.\-/]*\.tsx?)\b/g;
const markdownName = /(?<![\w./-])([\w-]+\.md)\b/g;

interface Mention {
  where: string;
  path: string;
}
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

const docs = [
  'README.md',
  'tests/README.md',
  ...files.filter((path) => path.startsWith('docs/') && path.endsWith('.md')),
];

function docMentions(doc: string): Mention[] {
  const source = readFileSync(join(root, doc), 'utf8');
  const fenced = /^```[\s\S]*?^```/gm;
  const prose = source.replace(fenced, (block) => block.replace(/[^\n]/g, ' '));
  const at = (index: number) => `${doc}:${lineOf(source, index)}`;
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)]
    .map((match) => ({
      where: at(match.index),
      path: (match[1] ?? '').trim().replace(/:\d+(?:-\d+)?$/, ''),
    }))
    .filter(({ path }) => notAPath(path) === undefined);
  const outsideSpans = prose.replace(/`[^`\n]+`/g, (span) => ' '.repeat(span.length));
  const links = [...outsideSpans.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .filter((match) => !/^([a-z]+:|\/)/.test(match[1] ?? ''))
    .map((match) => ({ where: at(match.index), path: `./${match[1] ?? ''}` }));
  const drawn = [...source.matchAll(fenced)].flatMap((block) =>
    [...block[0].matchAll(rootedPath)].map((match) => ({
      where: at((block.index ?? 0) + match.index),
      path: match[1] ?? '',
    })),
  );
  return [...spans, ...links, ...drawn];
}

const commentRoots = ['src/', 'functions/src/', 'scripts/', 'tests/'];
const sources = files.filter(
  (path) =>
    /\.(ts|tsx|js|mjs)$/.test(path) &&
    (commentRoots.some((folder) => path.startsWith(folder)) ||
      /^(functions\/)?[\w-]+\.config\.(js|ts)$/.test(path)),
);

function commentsOf(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const ranges = new Map<number, ts.CommentRange>();
  const collect = (node: ts.Node) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
    ])
      ranges.set(range.pos, range);
    ts.forEachChild(node, collect);
  };
  collect(source);
  return [...ranges.values()];
}

function commentMentions(file: string): Mention[] {
  const text = readFileSync(join(root, file), 'utf8');
  // Parsing is the slow part: a file none of the patterns can match anywhere is left unparsed.
  if (![rootedPath, relativeModule, markdownName].some((pattern) => text.search(pattern) >= 0))
    return [];
  return commentsOf(file, text).flatMap(({ pos, end }) => {
    const comment = text.slice(pos, end);
    const at = (index: number) => `${file}:${lineOf(text, pos + index)}`;
    return [
      ...[...comment.matchAll(rootedPath)].map((m) => ({ where: at(m.index), path: m[1] ?? '' })),
      ...[...comment.matchAll(relativeModule)].map((m) => ({
        where: at(m.index),
        path: posix.normalize(`${dirname(file)}/${m[1] ?? ''}`),
      })),
      ...[...comment.matchAll(markdownName)].map((m) => ({
        where: at(m.index),
        path: m[1] ?? '',
      })),
    ];
  });
}

const missing = (mentions: Mention[], from: (where: string) => string) =>
  mentions
    .filter(({ path, where }) => !LOCAL_SETTINGS.test(path) && !resolves(path, from(where)))
    .map(({ where, path }) => `${where} ${path}`);

describe('paths the docs name', () => {
  it('tells a repository path from an address, a package, a Firestore path and build output', () => {
    expect(notAPath('src/config/paths.ts')).toBeUndefined();
    expect(notAPath('catalogue.ts')).toBeUndefined();
    expect(notAPath('e2e/offline/')).toBeUndefined();
    expect(notAPath('/labtest')).toBe('a site address or URL');
    expect(notAPath('firebase/firestore/lite')).toBe('an npm package');
    expect(notAPath('PublishedCatalogue/<list>')).toBe('a Firestore path');
    expect(notAPath('dist/sw.js')).toBe('build output');
    expect(notAPath('functions/.env')).toBe('local settings');
    expect(notAPath('[y/N]')).toBe('not path characters');
    expect(notAPath('catalogue:publish')).toBe('not path characters');
    expect(notAPath('sitemap.xml')).toBe('no folder or extension');
  });

  it('finds a path from the root, from the doc and as a shortened tail, and no other', () => {
    expect(resolves('src/features/<feature>/<name>-page.tsx', '')).toBe(true);
    expect(resolves('unit/features/catalogue/list-page', 'tests')).toBe(true);
    expect(resolves('adapters/firestore/', '')).toBe(true);
    expect(resolves('src/config/paths.ts', '')).toBe(false);
    expect(resolves('src/firestore/', '')).toBe(false);
    expect(resolves('./doctor-list.tsx', 'src/features/catalogue')).toBe(false);
  });

  it.each(docs)('%s names only paths that exist', (doc) => {
    expect(missing(docMentions(doc), () => posix.dirname(doc).replace(/^\.$/, ''))).toEqual([]);
  });

  it('code comments name only paths that exist', { timeout: 30_000 }, () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(missing(sources.flatMap(commentMentions), () => '')).toEqual([]);
  });
});
