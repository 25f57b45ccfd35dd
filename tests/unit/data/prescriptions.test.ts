import { describe, expect, it } from 'vitest';
import {
  localSubmissionsKey,
  localUploadsKey,
  type LocalSubmission,
  type LocalUpload,
} from '../../../src/data/source/adapters/local/local-data-source';
import { PRESCRIPTION_UPLOADS } from '../../../src/shared/collections';
import { PRESCRIPTION_MAX_BYTES } from '../../../src/shared/prescription-files';
import {
  checkPrescription,
  PrescriptionRejectedError,
  uploadPrescription,
} from '../../../src/data/prescriptions';
import { prescriptionHeads as heads } from '../../support/fixtures/prescription-heads';

/** A file of `size` bytes starting with `head`, named and typed as a phone might. */
const fileOf = (head: number[], name: string, type: string, size = 2048) => {
  const body = new Uint8Array(size);
  body.set(head.slice(0, size));
  return new File([body], name, { type });
};

describe('the prescription check', () => {
  it('accepts photos and PDFs up to 10 MB, even with no type from the phone', async () => {
    expect(PRESCRIPTION_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(await checkPrescription(fileOf(heads.jpg, 'rx.jpg', 'image/jpeg'))).toBeNull();
    expect(await checkPrescription(fileOf(heads.heic, 'IMG_0001.HEIC', ''))).toBeNull();
    expect(
      await checkPrescription(
        fileOf(heads.pdf, 'rx.pdf', 'application/pdf', PRESCRIPTION_MAX_BYTES),
      ),
    ).toBeNull();
  });

  it('names what is wrong with any other file', async () => {
    expect(await checkPrescription(fileOf(heads.exe, 'photo.jpg', 'image/jpeg'))).toBe(
      'wrong-type',
    );
    expect(await checkPrescription(fileOf(heads.svg, 'logo.svg', 'image/svg+xml'))).toBe(
      'wrong-type',
    );
    expect(
      await checkPrescription(
        fileOf(
          [...'hello'].map((letter) => letter.charCodeAt(0)),
          'notes.txt',
          'text/plain',
        ),
      ),
    ).toBe('wrong-type');
    expect(
      await checkPrescription(
        fileOf(heads.jpg, 'big.jpg', 'image/jpeg', PRESCRIPTION_MAX_BYTES + 1),
      ),
    ).toBe('too-large');
    expect(await checkPrescription(fileOf([], 'empty.jpg', 'image/jpeg', 0))).toBe('empty');
  });
});

const sender = { title: 'Mita Das', mobile: '9876543210' };

describe('uploading a prescription on the demo site', () => {
  it('announces it, stores it as prescription/<record id>.<extension> and reports progress', async () => {
    const progress: number[] = [];
    const path = await uploadPrescription(
      fileOf(heads.png, 'my rx photo.jpg', 'image/jpeg'),
      { title: ' Mita Das ', mobile: '9876543210' },
      (fraction) => progress.push(fraction),
    );
    const records = JSON.parse(
      localStorage.getItem(localSubmissionsKey(PRESCRIPTION_UPLOADS)) ?? '[]',
    ) as LocalSubmission[];
    expect(records).toEqual([
      expect.objectContaining({
        fields: {
          title: 'Mita Das',
          mobile: '9876543210',
          extension: 'png',
          contentType: 'image/png',
          size: 2048,
        },
      }),
    ]);
    expect(path).toBe(`prescription/${records[0]?.id}.png`);
    expect(path).not.toContain('rx photo');
    expect(progress.at(-1)).toBe(1);
    const stored = JSON.parse(localStorage.getItem(localUploadsKey) ?? '[]') as LocalUpload[];
    expect(stored).toEqual([
      expect.objectContaining({
        path,
        name: 'my rx photo.jpg',
        size: 2048,
        contentType: 'image/png',
      }),
    ]);
  });

  it('gives two uploads of the same file different paths', async () => {
    const file = fileOf(heads.pdf, 'rx.pdf', 'application/pdf');
    expect(await uploadPrescription(file, sender)).not.toBe(await uploadPrescription(file, sender));
  });

  it('refuses a wrong file before anything is stored', async () => {
    await expect(
      uploadPrescription(fileOf(heads.exe, 'photo.jpg', 'image/jpeg'), sender),
    ).rejects.toBeInstanceOf(PrescriptionRejectedError);
    expect(localStorage.getItem(localUploadsKey)).toBeNull();
    expect(localStorage.getItem(localSubmissionsKey(PRESCRIPTION_UPLOADS))).toBeNull();
  });
});
