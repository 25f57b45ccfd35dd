import { describe, expect, it } from 'vitest';
import { bengaliShared } from '../../../../src/i18n/bn';
import { catalogue as bnCatalogue } from '../../../../src/i18n/bn/catalogue';
import { contact as bnContact } from '../../../../src/i18n/bn/contact';
import { doctors as bnDoctors } from '../../../../src/i18n/bn/doctors';
import { item as bnItem } from '../../../../src/i18n/bn/item';
import { home as bnHome } from '../../../../src/i18n/bn/home';
import { info as bnInfo } from '../../../../src/i18n/bn/info';
import { landing as bnLanding } from '../../../../src/i18n/bn/landing';
import { packages as bnPackages } from '../../../../src/i18n/bn/packages';
import { common } from '../../../../src/i18n/en/common';
import { layout } from '../../../../src/i18n/en/layout';
import { home } from '../../../../src/i18n/en/home';
import { info } from '../../../../src/i18n/en/info';
import { catalogue } from '../../../../src/i18n/en/catalogue';
import { packages } from '../../../../src/i18n/en/packages';
import { contact } from '../../../../src/i18n/en/contact';
import { doctors } from '../../../../src/i18n/en/doctors';
import { item } from '../../../../src/i18n/en/item';
import { landing } from '../../../../src/i18n/en/landing';
import { babyGuide } from '../../../../src/i18n/en/baby-guide';
import { babyGuide as bnBabyGuide } from '../../../../src/i18n/bn/baby-guide';
import { forms } from '../../../../src/shared/i18n/en/forms';
import { forms as bnForms } from '../../../../src/shared/i18n/bn/forms';
import { handOver } from '../../../../src/shared/i18n/en/hand-over';
import { handOver as bnHandOver } from '../../../../src/shared/i18n/bn/hand-over';
import type { Messages } from '../../../../src/i18n/messages';

/** TypeScript holds the Bengali catalogue to the English shape; this checks what it cannot see. */
const en: Messages = {
  common,
  layout,
  home,
  info,
  catalogue,
  item,
  doctors,
  packages,
  contact,
  forms,
  handOver,
  landing,
  babyGuide,
};
const bn: Messages = {
  ...bengaliShared.messages,
  home: bnHome,
  info: bnInfo,
  catalogue: bnCatalogue,
  item: bnItem,
  doctors: bnDoctors,
  packages: bnPackages,
  contact: bnContact,
  forms: bnForms,
  handOver: bnHandOver,
  landing: bnLanding,
  babyGuide: bnBabyGuide,
};

/**
 * Arguments to call a message function with, by parameter name, chosen so that each one can be
 * found again in the text it produces. An unknown name gets a word, which suits the many
 * functions that take a name, a number written as text, or a town.
 */
const samples: Record<string, unknown> = {
  percent: 35,
  index: 2,
  total: 7,
  page: 3,
  max: 120,
  megabytes: 10,
  count: 4,
  year: 2031,
  shown: 30,
  words: ['Zeta', 'Omega'],
  days: ['Zetaday', 'Omegaday'],
  weeks: ['Zetath'],
  day: 19,
};
const SAMPLE_TEXT = 'Sampleword';

const parameterNames = (fn: (...args: never[]) => unknown) => {
  const source = fn.toString();
  const list = /^(?:function[^(]*)?\(([^)]*)\)|^([\w$]+)\s*=>/.exec(source);
  const names = list?.[1] ?? list?.[2] ?? '';
  return names
    .split(',')
    .map((name) => name.trim().replace(/[:=].*$/, ''))
    .filter((name) => name !== '');
};

const sampleArguments = (fn: (...args: never[]) => unknown) =>
  parameterNames(fn).map((name) => (name in samples ? samples[name] : SAMPLE_TEXT));

type Leaf = { path: string; kind: 'text' | 'function' | 'list'; value: unknown };

/** Every leaf of a catalogue with its dotted path; list items are leaves of their own. */
function leaves(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'string') return [{ path, kind: 'text', value: node }];
  if (typeof node === 'function') return [{ path, kind: 'function', value: node }];
  if (Array.isArray(node)) {
    return [
      { path, kind: 'list', value: node.length },
      ...node.flatMap((item, index) => leaves(item, `${path}[${index}]`)),
    ];
  }
  if (typeof node === 'object' && node !== null) {
    return Object.entries(node).flatMap(([key, value]) =>
      leaves(value, path === '' ? key : `${path}.${key}`),
    );
  }
  throw new Error(`${path}: a catalogue holds text, lists and functions, not ${String(node)}`);
}

const shape = (catalogue: unknown) =>
  leaves(catalogue).map(
    ({ path, kind, value }) => `${path} ${kind}${kind === 'list' ? value : ''}`,
  );

const call = (fn: unknown, args: unknown[]): unknown =>
  (fn as (...a: unknown[]) => unknown)(...args);

const enLeaves = leaves(en);
const bnLeaves = new Map(leaves(bn).map((leaf) => [leaf.path, leaf]));
const functions = enLeaves.filter((leaf) => leaf.kind === 'function');

/** Text that is the same in both languages on purpose. */
const sameInBoth = new Set([
  'layout.language.names.en',
  'layout.language.names.bn',
  'layout.language.loadFailed.en',
  'layout.language.loadFailed.bn',
  // What is kept on every site alike carries no note about which site keeps it.
  'info.privacy.phoneSite.both',
]);
const BENGALI = /[\u0980-\u09ff]/;

describe('the Bengali catalogue', () => {
  it('has exactly the keys, lists and functions of the English one', () => {
    expect(shape(bn)).toEqual(shape(en));
  });

  it('has every text in Bengali, and none empty', () => {
    const untranslated = leaves(bn)
      .filter(({ kind, path }) => kind === 'text' && !sameInBoth.has(path))
      .filter(({ value }) => !BENGALI.test(String(value)))
      .map(({ path, value }) => `${path}: ${String(value)}`);
    expect(untranslated).toEqual([]);
  });

  it.each(functions.map(({ path, value }) => [path, value] as const))(
    '%s gives text in both languages that uses every argument',
    (path, english) => {
      const bengali = bnLeaves.get(path)?.value;
      expect(typeof bengali).toBe('function');
      const args = sampleArguments(english as (...a: never[]) => unknown);
      expect(parameterNames(bengali as (...a: never[]) => unknown)).toHaveLength(args.length);
      for (const [language, fn] of [
        ['en', english],
        ['bn', bengali],
      ] as const) {
        const result = call(fn, args);
        const texts = Array.isArray(result) ? result : [result];
        expect(texts.length, `${language} ${path}`).toBeGreaterThan(0);
        for (const text of texts) {
          expect(typeof text, `${language} ${path}`).toBe('string');
          expect(String(text).trim(), `${language} ${path}`).not.toBe('');
        }
        if (language === 'bn') {
          expect(
            texts.every((text) => BENGALI.test(String(text))),
            path,
          ).toBe(true);
        }
        const all = texts.join('\n');
        for (const arg of args) {
          const shown = Array.isArray(arg) ? arg : [arg];
          for (const value of shown) expect(all, `${language} ${path}`).toContain(String(value));
        }
      }
      // Lists (the twelve conditions) have as many items in both.
      const inEnglish = call(english, args);
      const inBengali = call(bengali, args);
      if (Array.isArray(inEnglish)) expect(inBengali).toHaveLength(inEnglish.length);
    },
  );
});
