import { describe, expect, it } from 'vitest';
import { sniffPrescriptionType } from '../../../src/shared/prescription-files';
import { prescriptionHeads as heads } from '../../support/fixtures/prescription-heads';

describe('what a file is by its first bytes', () => {
  it('knows a photo or a PDF, whatever its name says', () => {
    for (const kind of ['jpg', 'png', 'webp', 'heic', 'heif', 'pdf'] as const) {
      expect(sniffPrescriptionType(new Uint8Array(heads[kind]))).toBe(kind);
    }
  });

  it('knows none of a renamed executable, an SVG, a GIF or an AVIF', () => {
    for (const kind of ['exe', 'svg', 'gif', 'avif'] as const) {
      expect(sniffPrescriptionType(new Uint8Array(heads[kind]))).toBeNull();
    }
  });
});
