// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkPrescription,
  PRESCRIPTION_CONTENT_TYPE_PATTERN,
  PRESCRIPTION_FOLDER,
  PRESCRIPTION_MAX_BYTES,
  prescriptionPath,
} from '../../src/data/prescriptions';

/**
 * The official Storage emulator does not run on this machine (tests/rules/ has the full allow/deny
 * tests for it), so this check reads storage.rules as text and holds it to the limits the upload
 * page checks with, then confirms the two give the same verdict on the same files.
 */

const rulesText = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8')
  // Comments may mention anything; only the rules themselves count.
  .replace(/\/\/.*$/gm, '')
  .replace(/\s+/g, ' ');

const matchPaths = [...rulesText.matchAll(/match (\S+) \{/g)].map(([, path]) => path);
const allowStatements = [...rulesText.matchAll(/allow [^;]*;/g)].map(([statement]) => statement);
const create = allowStatements[0] ?? '';

/** `10 * 1024 * 1024` and the like: the only arithmetic the rules use. */
const product = (expression: string) =>
  expression.split('*').reduce((total, factor) => total * Number(factor.trim()), 1);

const maxBytes = product(
  /request\.resource\.size <= ([\d\s*]+?) (?:&&|;)/.exec(create)?.[1] ?? 'NaN',
);
const contentTypePattern = /contentType\.matches\('([^']*)'\)/.exec(create)?.[1];

/** What the rule decides for a file, as Storage evaluates it: `matches` must match the whole type. */
function rulesAllow({ size, type }: File): boolean {
  return (
    /request\.resource\.size > 0/.test(create) &&
    size > 0 &&
    size <= maxBytes &&
    new RegExp(`^(?:${contentTypePattern ?? ''})$`).test(type)
  );
}

const file = (type: string, size: number, name = 'prescription') =>
  new File([new Uint8Array(size)], name, { type });

describe('storage.rules', () => {
  it('has one rule, for files directly under the prescription folder, and nothing else', () => {
    expect(matchPaths).toEqual(['/b/{bucket}/o', `/${PRESCRIPTION_FOLDER}/{fileName}`]);
    // Deny by default: no wildcard path could let anything else through.
    expect(rulesText).not.toMatch(/=\*\*/);
  });

  it('allows create only: no read, list, update or delete', () => {
    expect(allowStatements).toHaveLength(1);
    expect(create).toMatch(/^allow create: if /);
  });

  it('uses the upload page’s size limit and content-type pattern', () => {
    expect(maxBytes).toBe(PRESCRIPTION_MAX_BYTES);
    expect(contentTypePattern).toBe(PRESCRIPTION_CONTENT_TYPE_PATTERN);
    expect(create).toContain('request.resource.size > 0');
  });

  it('stores where the rule allows: one file name under the folder', () => {
    const path = prescriptionPath('scan.jpg');
    expect(path.startsWith(`${PRESCRIPTION_FOLDER}/`)).toBe(true);
    expect(path.slice(PRESCRIPTION_FOLDER.length + 1)).not.toContain('/');
  });

  it.each([
    ['a JPEG photo', file('image/jpeg', 2048), true],
    ['a HEIC photo from a phone', file('image/heic', 2048), true],
    ['a PDF', file('application/pdf', 2048), true],
    ['a PDF of exactly the limit', file('application/pdf', PRESCRIPTION_MAX_BYTES), true],
    ['a PDF one byte over the limit', file('application/pdf', PRESCRIPTION_MAX_BYTES + 1), false],
    ['an empty image', file('image/png', 0), false],
    ['a text file', file('text/plain', 10), false],
    ['a Word document', file('application/msword', 10), false],
    ['a file of no known type', file('', 10), false],
    ['a type that only starts like a PDF', file('application/pdfx', 10), false],
    ['a type that only ends like an image', file('x-image/png', 10), false],
  ])('the page and the rules agree on %s', (_, candidate, allowed) => {
    expect(rulesAllow(candidate)).toBe(allowed);
    expect(checkPrescription(candidate) === null).toBe(allowed);
  });
});
