// The styles a pre-rendered page's first paint needs, inline in its HTML: a linked stylesheet
// costs a phone on a slow network one more round trip before anything shows. A page's template is
// its page module (a list, an item page, the contact page); each template gets one block, the
// rules of its stylesheets that can match any of its pages' markup, so the site's
// Content-Security-Policy lists one hash per template, not one per page
// (scripts/lib/hosting-config.ts). The stylesheets themselves come with the app, which Vite
// starts once they have loaded, so what the app draws later is styled too.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { PurgeCSS } from 'purgecss';
import { criticalStylesPlaceholder as placeholder } from './page-document.ts';

/** The build's inline styles, beside the manifest: for the Hosting config and the tests. */
export const INLINE_STYLES_FILE = '.vite/inline-styles.json';
export interface InlineStyles {
  templates: {
    template: string;
    /** The stylesheets the template's pages link, in order. */
    stylesheets: string[];
    pages: number;
    /** The inline block's length in characters. */
    characters: number;
    /** The Content-Security-Policy source that allows the block: 'sha256-…'. */
    source: string;
  }[];
}

/**
 * The words a selector can name in a page's markup: its tags, and its attributes' names and the
 * words of their values (classes, ids, types, roles). Text is left out: it matches no selector.
 */
function addMarkupWords(html: string, words: Set<string>) {
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    words.add(tag.toLowerCase());
    for (const [, name = '', value = ''] of attributes.matchAll(/([^\s=/"']+)(?:="([^"]*)")?/g)) {
      words.add(name);
      for (const word of value.split(/\s+/)) if (word !== '') words.add(word);
    }
  }
}

/**
 * Whether a selector needs a state no element is in at first paint (hover, focus, a press). Until
 * the stylesheet arrives with the app, a field focused shows the browser's own outline. Not one
 * that needs an element *not* in it (`:not(:focus)`, which hides the skip link).
 */
const needsActing = (selector: string) =>
  /:(?:hover|focus|focus-visible|focus-within|active)\b/.test(
    selector.replace(/:not\([^()]*\)/g, ''),
  );

/** `css` without the rules for states no element is in at first paint. */
function withoutActedOnStates(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !needsActing(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * `css` with each rule that names no element (`:lang(bn)`, `:root`, `*`) marked for PurgeCSS to
 * keep: it judges a selector by the words it names, and drops a lone `:lang(bn)`, which sets the
 * Bengali pages' letter spacing.
 */
function keepingRulesForEveryElement(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => /^(?::[\w-]+(?:\([^()]*\))?|\*)+$/.test(selector))) {
      rule.before(postcss.comment({ text: 'purgecss ignore' }));
    }
  });
  return root.toString();
}

/** The CSP source for an inline block: the SHA-256 of its text, as the browser hashes it. */
export const cspHashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Puts each pre-rendered page's template styles in its head, in place of its placeholder
 * (criticalStylesOf), and writes the templates' hashes to INLINE_STYLES_FILE. `files` are the
 * pages' HTML files, once each (their copies are hard links).
 */
export async function inlineCriticalStyles(
  outDir: string,
  files: readonly string[],
): Promise<InlineStyles> {
  const templates = new Map<
    string,
    { template: string; stylesheets: string[]; words: Set<string>; files: string[] }
  >();
  for (const file of files) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const template = placeholder.exec(html)?.[1];
    if (template === undefined) continue;
    // The root lists them for src/main.tsx (scripts/lib/page-document.ts).
    const linked = /data-stylesheets="([^"]+)"/.exec(html)?.[1];
    if (linked === undefined) throw new Error(`${file}: no stylesheets to inline`);
    const key = `${template} ${linked}`;
    let found = templates.get(key);
    if (!found) {
      found = { template, stylesheets: linked.split(' '), words: new Set(), files: [] };
      templates.set(key, found);
    }
    addMarkupWords(html, found.words);
    found.files.push(file);
  }
  const inline: InlineStyles = { templates: [] };
  for (const { template, stylesheets, words, files: pages } of templates.values()) {
    const css = stylesheets.map((href) => readFileSync(path.join(outDir, href), 'utf8'));
    const [purged] = await new PurgeCSS().purge({
      content: [{ raw: [...words].join(' '), extension: 'html' }],
      // Without the states nobody is in yet, so that the custom properties only they read
      // (a button's hover colours, a menu's active item) go too.
      css: [{ raw: keepingRulesForEveryElement(withoutActedOnStates(css.join('\n'))) }],
      variables: true,
      keyframes: true,
      fontFace: true,
    });
    const styles = purged?.css ?? '';
    for (const file of pages) {
      const target = path.join(outDir, file);
      const html = readFileSync(target, 'utf8');
      writeFileSync(
        target,
        html.replace(placeholder, () => `<style>${styles}</style>`),
      );
    }
    inline.templates.push({
      template,
      stylesheets,
      pages: pages.length,
      characters: styles.length,
      source: cspHashSource(styles),
    });
  }
  writeFileSync(path.join(outDir, INLINE_STYLES_FILE), JSON.stringify(inline, null, 2));
  return inline;
}
