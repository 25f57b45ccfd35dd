// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRESCRIPTION_UPLOADS } from '../../src/shared/collections';
import {
  PRESCRIPTION_FOLDER,
  PRESCRIPTION_MAX_BYTES,
  prescriptionPath,
  prescriptionTypes,
} from '../../src/shared/prescription-files';
import { checkPrescription } from '../../src/data/prescriptions';

/**
 * The official Storage emulator does not run on this machine (tests/integration/storage.rules.test.ts has the full allow/deny
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
const contentTypePattern = /contentType\.matches\('([^']*)'\)/.exec(create)?.[1] ?? '';
const fileNamePattern = /fileName\.matches\('([^']*)'\)/.exec(create)?.[1] ?? '';
/** Storage's `matches` must match the whole string. */
const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

/** What the rule decides for a file's size and the type the page stores it with. */
function rulesAllow(size: number, contentType: string): boolean {
  return size > 0 && size <= maxBytes && whole(contentTypePattern).test(contentType);
}

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((character) => character.charCodeAt(0)) : part,
    ),
  );
const padded = (head: Uint8Array, size: number) => {
  const body = new Uint8Array(size);
  body.set(head.subarray(0, size));
  return body;
};
const file = (head: Uint8Array, size: number, name: string, type: string) =>
  new File([padded(head, size)], name, { type });

const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0]);
const png = bytes([0x89], 'PNG\r\n\x1a\n');
const webp = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ');
const heic = bytes([0, 0, 0, 24], 'ftypheic');
const heif = bytes([0, 0, 0, 24], 'ftypmif1');
const pdf = bytes('%PDF-1.7');
const exe = bytes('MZ', [0x90, 0]);
const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg">');

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

  it('uses the upload page’s size limit, types and file names', () => {
    expect(maxBytes).toBe(PRESCRIPTION_MAX_BYTES);
    expect(create).toContain('request.resource.size > 0');
    for (const [extension, contentType] of Object.entries(prescriptionTypes)) {
      expect(whole(contentTypePattern).test(contentType)).toBe(true);
      expect(whole(fileNamePattern).test(`AbCdEfGhIjKlMnOpQrSt.${extension}`)).toBe(true);
    }
    for (const type of ['image/svg+xml', 'image/anything', 'image/gif', 'application/pdfx']) {
      expect(whole(contentTypePattern).test(type)).toBe(false);
    }
  });

  it('refuses a Content-Disposition other than inline, a Content-Encoding or a Cache-Control', () => {
    expect(create).toContain('setsNoServingHeaders()');
    expect(rulesText).toContain("request.resource.get('contentEncoding', null) == null");
    expect(rulesText).toContain("request.resource.get('cacheControl', null) == null");
    const inline = /disposition\.matches\('([^']*)'\)/.exec(rulesText)?.[1] ?? '';
    for (const allowed of ['inline', "inline; filename*=utf-8''rx.jpg"]) {
      expect(whole(inline).test(allowed)).toBe(true);
    }
    for (const refused of ['attachment', 'attachment; filename="rx.html"', 'inline; x=1; y=2']) {
      expect(whole(inline).test(refused)).toBe(false);
    }
  });

  it('takes a file only at the path of a Prescription-Upload record of the same type and size', () => {
    expect(rulesText).toContain(`/databases/(default)/documents/${PRESCRIPTION_UPLOADS}/$(id)`);
    expect(create).toContain('isAnnounced(');
    // The size its counter added to the hour's bytes (firestore.rules), not a larger file.
    expect(rulesText).toContain('firestore.get(record).data.size == request.resource.size');
    // And none for a record whose file the function quarantined (functions/src/uploads.ts):
    // moving it freed the path, which would otherwise take file after file.
    expect(rulesText).toContain("!('quarantinedAt' in firestore.get(record).data)");
    const path = prescriptionPath('AbCdEfGhIjKlMnOpQrSt', 'jpg');
    expect(path).toBe(`${PRESCRIPTION_FOLDER}/AbCdEfGhIjKlMnOpQrSt.jpg`);
    expect(whole(fileNamePattern).test(path.slice(PRESCRIPTION_FOLDER.length + 1))).toBe(true);
    for (const name of ['scan.jpg', 'AbCdEfGhIjKlMnOpQrSt.svg', 'AbCdEfGhIjKlMnOpQrSt.jpg.exe']) {
      expect(whole(fileNamePattern).test(name)).toBe(false);
    }
  });

  it.each([
    ['a JPEG photo', file(jpeg, 2048, 'photo.jpg', 'image/jpeg'), 'image/jpeg'],
    ['a PNG named .jpg', file(png, 2048, 'photo.jpg', 'image/jpeg'), 'image/png'],
    ['a WebP screenshot', file(webp, 2048, 'shot.webp', 'image/webp'), 'image/webp'],
    ['an iPhone’s HEIC photo, typed by nobody', file(heic, 2048, 'IMG_1.HEIC', ''), 'image/heic'],
    ['a HEIF photo', file(heif, 2048, 'photo.heif', 'image/heif'), 'image/heif'],
    ['a PDF', file(pdf, 2048, 'scan.pdf', 'application/pdf'), 'application/pdf'],
    [
      'a PDF of exactly the limit',
      file(pdf, PRESCRIPTION_MAX_BYTES, 'big.pdf', 'application/pdf'),
      'application/pdf',
    ],
    [
      'a PDF one byte over the limit',
      file(pdf, PRESCRIPTION_MAX_BYTES + 1, 'huge.pdf', 'application/pdf'),
      null,
    ],
    ['an empty image', file(jpeg, 0, 'empty.jpg', 'image/jpeg'), null],
    ['an EXE renamed .jpg', file(exe, 2048, 'photo.jpg', 'image/jpeg'), null],
    ['an SVG, which can carry script', file(svg, 2048, 'logo.svg', 'image/svg+xml'), null],
    ['a text file', file(bytes('hello'), 10, 'notes.txt', 'text/plain'), null],
  ])('the page and the rules agree on %s', async (_, candidate, storedAs) => {
    const problem = await checkPrescription(candidate);
    expect(problem === null).toBe(storedAs !== null);
    if (storedAs !== null) expect(rulesAllow(candidate.size, storedAs)).toBe(true);
  });
});
