import { PRESCRIPTION_UPLOADS } from './collections';
import { getDataSource } from './select-data-source';
import { timeBoxed } from './time-box';

/**
 * What a visitor may upload as a prescription. The old site took any file of any size; storage.rules
 * and firestore.rules enforce these same limits, so a page that skipped the check could not store more.
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

export type PrescriptionProblem = 'wrong-type' | 'too-large' | 'empty';

export interface AcceptedPrescription {
  extension: PrescriptionExtension;
  contentType: (typeof prescriptionTypes)[PrescriptionExtension];
}

/** What a file is when it can be uploaded, or why it cannot. */
async function identifyPrescription(
  file: File,
): Promise<AcceptedPrescription | PrescriptionProblem> {
  if (file.size === 0) return 'empty';
  if (file.size > PRESCRIPTION_MAX_BYTES) return 'too-large';
  const extension = sniffPrescriptionType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (extension === null) return 'wrong-type';
  return { extension, contentType: prescriptionTypes[extension] };
}

/** Why a file cannot be uploaded, or null when it can. Checked before anything is sent. */
export async function checkPrescription(file: File): Promise<PrescriptionProblem | null> {
  const identified = await identifyPrescription(file);
  return typeof identified === 'string' ? identified : null;
}

export class PrescriptionRejectedError extends Error {
  constructor(readonly problem: PrescriptionProblem) {
    super(`The prescription was not uploaded: ${problem}`);
    this.name = 'PrescriptionRejectedError';
  }
}

/** Where a file is stored: `prescription/<its record's id>.<extension>`, never the visitor's name. */
export const prescriptionPath = (id: string, extension: PrescriptionExtension) =>
  `${PRESCRIPTION_FOLDER}/${id}.${extension}`;

/** Who the centre calls about an upload: the name and the mobile's ten digits, already checked. */
export interface PrescriptionSender {
  title: string;
  mobile: string;
}

/**
 * Checks the file, announces it in Prescription-Upload with who sent it (counted by the quota,
 * which is what storage.rules look for), then stores it at its record's path with the type its
 * bytes show, its original name and the sender as metadata, reporting progress from 0 to 1.
 * Resolves with the stored path.
 */
export async function uploadPrescription(
  file: File,
  sender: PrescriptionSender,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const identified = await identifyPrescription(file);
  if (typeof identified === 'string') throw new PrescriptionRejectedError(identified);
  const { extension, contentType } = identified;
  const source = await getDataSource();
  const title = sender.title.trim();
  const { mobile } = sender;
  const id = await timeBoxed(
    source.addDocument(PRESCRIPTION_UPLOADS, { title, mobile, extension, contentType }),
  );
  const path = prescriptionPath(id, extension);
  const typed = new File([file], file.name, { type: contentType });
  await source.uploadFile(path, typed, { title, mobile }, onProgress);
  return path;
}
