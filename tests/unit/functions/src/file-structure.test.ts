// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileIsWhole } from '../../../../functions/src/file-structure';
import { prescriptionFiles as files } from '../../../support/fixtures/prescription-files';
import type { PrescriptionExtension } from '../../../../src/shared/prescription-files';

const whole = (kind: PrescriptionExtension, bytes: readonly number[]) =>
  fileIsWhole(kind, Uint8Array.from(bytes));

describe('whether an uploaded file is whole, read by its structure', () => {
  it.each<PrescriptionExtension>(['jpg', 'png', 'webp', 'heic', 'pdf'])(
    'takes a whole %s',
    (kind) => {
      expect(whole(kind, files[kind as Exclude<PrescriptionExtension, 'heif'>])).toBe(true);
    },
  );

  it('takes a photo with more after its end, as a phone’s motion photo has', () => {
    expect(whole('jpg', [...files.jpg, ...new Array<number>(64).fill(7)])).toBe(true);
  });

  it('refuses a photo cut off in its image data', () => {
    expect(whole('jpg', files.truncatedJpg)).toBe(false);
  });

  it('refuses a photo cut off in its headers', () => {
    expect(whole('jpg', files.jpg.slice(0, 12))).toBe(false);
  });

  it('refuses %PDF- followed by a ZIP archive', () => {
    expect(whole('pdf', files.pdfThenZip)).toBe(false);
  });

  it('refuses a PDF whose table of objects would be past its end', () => {
    const text = String.fromCharCode(...files.pdf).replace(/startxref\n\d+/, 'startxref\n99999');
    expect(
      whole(
        'pdf',
        [...text].map((character) => character.charCodeAt(0)),
      ),
    ).toBe(false);
  });

  it('refuses a PDF cut short before its end', () => {
    expect(whole('pdf', files.pdf.slice(0, -12))).toBe(false);
  });

  it.each<[PrescriptionExtension, keyof typeof files]>([
    ['png', 'png'],
    ['webp', 'webp'],
    ['heic', 'heic'],
  ])('refuses a %s cut short', (kind, file) => {
    expect(whole(kind, files[file].slice(0, -3))).toBe(false);
  });
});
