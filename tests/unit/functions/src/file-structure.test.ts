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

  it('takes a photo with a stray byte between its segments, as decoders do', () => {
    const [soi, app0] = [files.jpg.slice(0, 2), files.jpg.slice(2)];
    expect(whole('jpg', [...soi, 0x00, ...app0])).toBe(true);
  });

  it('takes a PDF with padding or a line added after its end, as readers do', () => {
    expect(whole('pdf', [...files.pdf, 0, 0, 0, 0])).toBe(true);
    expect(whole('pdf', [...files.pdf, ...[...'Scanned by X\n'].map((c) => c.charCodeAt(0))])).toBe(
      true,
    );
  });

  it('takes a HEIC photo with padding after its last box', () => {
    expect(whole('heic', [...files.heic, 0, 0, 0])).toBe(true);
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
