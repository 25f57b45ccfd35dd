// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as sass from 'sass';
import { describe, expect, it } from 'vitest';

const options: sass.StringOptions<'sync'> = {
  loadPaths: ['node_modules', 'src/styles'],
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
};
const classesIn = (css: string) =>
  new Set([...css.matchAll(/\.([a-z][\w-]*)/g)].map((match) => match[1] ?? ''));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe('the utility classes in the global stylesheet', () => {
  // Compiles all of Bootstrap's utilities and the site's stylesheet: 2.5 s on a quiet machine,
  // over 5 s on a busy one.
  it('include every Bootstrap utility class the markup uses', { timeout: 30_000 }, () => {
    const allUtilities = classesIn(
      sass.compileString(
        "@import 'bootstrap-base'; @import 'bootstrap/scss/utilities/api';",
        options,
      ).css,
    );
    const shipped = classesIn(sass.compile('src/styles/main.scss', options).css);
    const markup = sources('src')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const used = [...allUtilities].filter((name) =>
      new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(markup),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((name) => !shipped.has(name))).toEqual([]);
  });
});
