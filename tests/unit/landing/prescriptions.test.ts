import { describe, expect, it } from 'vitest';
import {
  localUploadsKey,
  type LocalUpload,
} from '../../../src/data/adapters/local/local-data-source';
import {
  checkPrescription,
  PRESCRIPTION_CONTENT_TYPE_PATTERN,
  PRESCRIPTION_MAX_BYTES,
  PrescriptionRejectedError,
  prescriptionPath,
  uploadPrescription,
} from '../../../src/data/prescriptions';

const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the prescription check', () => {
  it('accepts photos in any image format and PDFs up to 10 MB', () => {
    expect(PRESCRIPTION_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(PRESCRIPTION_CONTENT_TYPE_PATTERN).toBe('image/.*|application/pdf');
    for (const type of ['image/jpeg', 'image/png', 'image/heic', 'application/pdf']) {
      expect(checkPrescription(fileOf('rx', type, 1000))).toBeNull();
    }
    expect(
      checkPrescription(fileOf('rx.pdf', 'application/pdf', PRESCRIPTION_MAX_BYTES)),
    ).toBeNull();
  });

  it('names what is wrong with any other file', () => {
    expect(checkPrescription(fileOf('notes.txt', 'text/plain', 10))).toBe('wrong-type');
    expect(checkPrescription(fileOf('rx', '', 10))).toBe('wrong-type');
    expect(checkPrescription(fileOf('x.pdf', 'application/pdfx', 10))).toBe('wrong-type');
    expect(checkPrescription(fileOf('big.jpg', 'image/jpeg', PRESCRIPTION_MAX_BYTES + 1))).toBe(
      'too-large',
    );
    expect(checkPrescription(fileOf('empty.jpg', 'image/jpeg', 0))).toBe('empty');
  });
});

describe('uploading a prescription on the demo site', () => {
  it('stores it as prescription/<file name>-<unique id> and reports progress', async () => {
    const progress: number[] = [];
    const path = await uploadPrescription(fileOf('rx photo.jpg', 'image/jpeg', 2048), (fraction) =>
      progress.push(fraction),
    );
    expect(path).toMatch(/^prescription\/rx photo\.jpg-[0-9a-f]{32}$/);
    expect(progress.at(-1)).toBe(1);
    const stored = JSON.parse(localStorage.getItem(localUploadsKey) ?? '[]') as LocalUpload[];
    expect(stored).toEqual([
      expect.objectContaining({
        path,
        name: 'rx photo.jpg',
        size: 2048,
        contentType: 'image/jpeg',
      }),
    ]);
  });

  it('gives two uploads of the same file different paths', () => {
    expect(prescriptionPath('rx.jpg')).not.toBe(prescriptionPath('rx.jpg'));
    expect(prescriptionPath('rx.jpg', 'abc')).toBe('prescription/rx.jpg-abc');
  });

  it('refuses a wrong file before anything is stored', async () => {
    await expect(uploadPrescription(fileOf('a.txt', 'text/plain', 5))).rejects.toBeInstanceOf(
      PrescriptionRejectedError,
    );
    expect(localStorage.getItem(localUploadsKey)).toBeNull();
  });
});
