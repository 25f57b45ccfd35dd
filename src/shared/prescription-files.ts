/**
 * What a visitor may upload as a prescription. The old site took any file of any size; storage.rules
 * and firestore.rules enforce these same limits, so a page that skipped the check could not store
 * more. The upload page checks a file's first bytes before sending it, and the Cloud Function
 * (functions/src/uploads.ts) checks the stored file's with the same code, since a page can be
 * bypassed.
 */
export const PRESCRIPTION_FOLDER = 'prescription';
export const PRESCRIPTION_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The file picker's filter, broad so that phones still offer their camera; the check below is what
 * counts, as a picker can be bypassed.
 */
export const PRESCRIPTION_ACCEPT = 'image/*,application/pdf';

/**
 * The kinds of file taken: a photo of a paper prescription as phones save it, or a PDF. Each has one
 * extension, which names the stored file, and the content type it is stored with.
 */
export const prescriptionTypes = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  pdf: 'application/pdf',
} as const;

export type PrescriptionExtension = keyof typeof prescriptionTypes;

/** How many of a file's first bytes tell its kind. */
export const PRESCRIPTION_HEAD_BYTES = 16;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** HEIF's brands: `heic`-like ones are HEVC photos (an iPhone's), `mif1`/`msf1` any HEIF image. */
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const heifBrands = new Set(['mif1', 'msf1']);

/**
 * What a file is by its first bytes, whatever its name or the type the phone gave it: an `.exe`
 * renamed `.jpg`, or an SVG (which can carry script), is none of these.
 */
export function sniffPrescriptionType(head: Uint8Array): PrescriptionExtension | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (heicBrands.has(brand)) return 'heic';
    if (heifBrands.has(brand)) return 'heif';
  }
  return null;
}

/** Where a file is stored: `prescription/<its record's id>.<extension>`, never the visitor's name. */
export const prescriptionPath = (id: string, extension: PrescriptionExtension) =>
  `${PRESCRIPTION_FOLDER}/${id}.${extension}`;

/** Where a file that is not what it claims goes: out of `prescription/`, kept for staff to judge. */
export const QUARANTINE_FOLDER = 'quarantine';
