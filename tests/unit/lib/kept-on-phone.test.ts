// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isListedOnPhone, keptOnPhone } from '../../../src/lib/kept-on-phone';

const srcFolder = fileURLToPath(new URL('../../../src', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Where code names what it keeps in the browser: the key of a Web Storage call, a cache or a
 * database it opens, a cookie it sets, a Workbox strategy's cache, EmailJS's throttle (which keeps
 * its id in localStorage). The first group is the expression naming it.
 */
const storageUses = [
  /\b(?:localStorage|sessionStorage|storage)\.(?:setItem|getItem|removeItem)\(\s*([\w$.]+\([^)]*\)|[^,)]+)/g,
  /\bcaches\.open\(\s*([^,)]+)/g,
  /\bindexedDB\.open\(\s*([^,)]+)/g,
  /\bdocument\.cookie\s*=\s*(`\$\{\w+\}|['"`][^=]*)=/g,
  /\bcacheName:\s*([^,}\n]+)/g,
  /\blimitRate:\s*\{\s*id:\s*([^,}]+)/g,
];

/** A string literal's text, or a template's fixed start as `start*`; null for anything else. */
function literalKey(expression: string): string | null {
  const plain = /^(['"])([^'"]*)\1$/.exec(expression);
  if (plain) return plain[2] ?? null;
  const template = /^`([^`$]*)(\$\{)?/.exec(expression);
  if (template) {
    const [, start = '', placeholder] = template;
    return placeholder === undefined ? start : start === '' ? null : `${start}*`;
  }
  return null;
}

const literalOrTemplate = /^(['"])[^'"]*\1|^`[^`]*`/;

/**
 * The text `name` is given where it is defined: a constant (`const NAME = 'x'`) or a function
 * making keys (`const nameKey = (id: string) => \`x:${id}\``), or with `property`, an object's
 * property (`pages: 'x'`).
 */
function definitionOf(name: string, source: string, { property = false, exported = false } = {}) {
  const head = property
    ? `\\b${name}:`
    : `\\b${exported ? 'export\\s+' : ''}(?:const|let)\\s+${name}\\b(?:\\s*:[^=]+)?\\s*=`;
  const value = new RegExp(`${head}\\s*(?:\\([^)]*\\)\\s*(?::[^=]+)?=>\\s*)?(['"\`][^\\n]*)`).exec(
    source,
  )?.[1];
  return value === undefined ? null : (literalOrTemplate.exec(value)?.[0] ?? null);
}

interface FoundKeys {
  keys: string[];
  /** Expressions naming a key that the scan could not read: the key must be named plainly. */
  unresolved: string[];
}

/**
 * The keys and names `source` keeps things under. A key given by a constant, an object's
 * property or a function making keys is read from its definition, in the file or exported by
 * another (`others`). A key passed in as a parameter is read from the file's constants named as
 * keys (`…Key`, `…_KEY`), which is where the site names them.
 */
function storageKeysIn(source: string, others: readonly string[] = []): FoundKeys {
  const keys = new Set<string>();
  const unresolved: string[] = [];
  const resolve = (expression: string): string | null => {
    const text = expression.trim().replace(/^`\$\{(\w+)\}$/, '$1');
    const literal = literalKey(text);
    if (literal !== null || /^['"`]/.test(text)) return literal;
    const [, object = '', member] = /^([\w$]+)\.([\w$]+)$/.exec(text) ?? [];
    if (member !== undefined) {
      // A property of the object itself, or of what the function that makes it returns, in the
      // file that exports that function (`cacheNamesOf(build).pages`).
      const maker = new RegExp(`\\b(?:const|let)\\s+${object}\\s*=\\s*([\\w$]+)\\(`).exec(
        source,
      )?.[1];
      const home = others.find(
        (file) =>
          maker !== undefined &&
          new RegExp(`\\bexport\\s+(?:const|function)\\s+${maker}\\b`).test(file),
      );
      const definition =
        definitionOf(member, source, { property: true }) ??
        (home === undefined ? null : definitionOf(member, home, { property: true }));
      return definition === null ? null : literalKey(definition);
    }
    const name = /^([\w$]+)(?:\(.*\))?$/.exec(text)?.[1];
    if (name === undefined) return null;
    const definition =
      definitionOf(name, source) ??
      others.map((file) => definitionOf(name, file, { exported: true })).find(Boolean) ??
      null;
    return definition === null ? null : literalKey(definition);
  };
  for (const pattern of storageUses) {
    for (const [, expression = ''] of source.matchAll(pattern)) {
      const key = resolve(expression);
      if (key !== null && key !== '') keys.add(key);
      else unresolved.push(expression.trim());
    }
  }
  if (unresolved.length > 0) {
    const named = [...source.matchAll(/\b(?:const|let)\s+(\w*(?:Key|_KEY))\b/g)]
      .map(([, name = '']) => resolve(name))
      .filter((key): key is string => key !== null && key !== '');
    if (named.length > 0) {
      for (const key of named) keys.add(key);
      unresolved.length = 0;
    }
  }
  return { keys: [...keys], unresolved };
}

const files = sourceFiles(srcFolder).map((path) => ({
  path: relative(srcFolder, path),
  source: readFileSync(path, 'utf8'),
}));
const everySource = files.map(({ source }) => source);
const found = files.map(({ path, source }) => ({ path, ...storageKeysIn(source, everySource) }));
const keysInCode = found.flatMap(({ keys }) => keys);

describe('what the site keeps on the phone', () => {
  it('lists every storage key, cookie, cache and database the code names', () => {
    const missing = found.flatMap(({ path, keys }) =>
      keys.filter((key) => !isListedOnPhone(key)).map((key) => `${key} (src/${path})`),
    );
    expect(missing, 'add these to src/lib/kept-on-phone.ts and the privacy page').toEqual([]);
  });

  it('can read the name of everything the code keeps', () => {
    const unreadable = found.flatMap(({ path, unresolved }) =>
      unresolved.map((expression) => `${expression} (src/${path})`),
    );
    expect(unreadable, 'name these keys in a string constant (…Key or …_KEY)').toEqual([]);
  });

  it('lists nothing the site’s own code no longer keeps', () => {
    const stale = Object.values(keptOnPhone)
      .filter(({ writtenBy }) => writtenBy === 'site')
      .map(({ name }) => name)
      .filter((name) => !keysInCode.includes(name));
    expect(stale).toEqual([]);
  });

  it('finds what it is meant to: the anonymous account, the drafts, the caches, the cookie', () => {
    for (const key of [
      'lab-site:visitor',
      'lab-site:draft:*',
      'lab-site:submissions:*',
      'lab-site-pages',
      'firebase-language-override',
      'home-visit',
    ]) {
      expect(keysInCode).toContain(key);
    }
  });

  it('fails on a new key until it is listed', () => {
    const newKeys = storageKeysIn(`
      const SEEN_KEY = 'lab-site:seen-offers';
      localStorage.setItem('lab-site:last-search', query);
      const remember = (key: string) => sessionStorage.setItem(key, '1');
      await caches.open('lab-site-reports');
      indexedDB.open("lab-site-photos");
      document.cookie = \`consent=yes; path=/\`;
    `).keys;
    expect(newKeys.sort()).toEqual(
      [
        'consent',
        'lab-site-photos',
        'lab-site-reports',
        'lab-site:last-search',
        'lab-site:seen-offers',
      ].sort(),
    );
    expect(newKeys.filter((key) => !isListedOnPhone(key))).toEqual(newKeys);
  });

  it('cannot be passed by a key it cannot read', () => {
    expect(storageKeysIn('localStorage.setItem(makeName(), value);').unresolved).toEqual([
      'makeName()',
    ]);
  });
});
