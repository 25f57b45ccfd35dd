import { getDataSource } from './select-data-source';

/**
 * What a visitor may upload as a prescription. The old site took any file of any size; storage.rules
 * enforces these same limits, so a page that skipped the check could not store more.
 */
export const PRESCRIPTION_FOLDER = 'prescription';
export const PRESCRIPTION_MAX_BYTES = 10 * 1024 * 1024;
/** Photos of a paper prescription in any image format, or a PDF. */
export const PRESCRIPTION_CONTENT_TYPE_PATTERN = 'image/.*|application/pdf';
/** The file picker's filter; the check below is what counts, as a picker can be bypassed. */
export const PRESCRIPTION_ACCEPT = 'image/*,application/pdf';

const acceptedType = new RegExp(`^(${PRESCRIPTION_CONTENT_TYPE_PATTERN})$`);

export type PrescriptionProblem = 'wrong-type' | 'too-large' | 'empty';

/** Why a file cannot be uploaded, or null when it can. Checked before anything is sent. */
export function checkPrescription(file: File): PrescriptionProblem | null {
  if (!acceptedType.test(file.type)) return 'wrong-type';
  if (file.size === 0) return 'empty';
  if (file.size > PRESCRIPTION_MAX_BYTES) return 'too-large';
  return null;
}

export class PrescriptionRejectedError extends Error {
  constructor(readonly problem: PrescriptionProblem) {
    super(`The prescription was not uploaded: ${problem}`);
    this.name = 'PrescriptionRejectedError';
  }
}

/** A random id, so two visitors' "prescription.jpg" never overwrite each other. */
function uniqueId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where a file is stored: `prescription/<file name>-<unique id>`. */
export const prescriptionPath = (fileName: string, id: string = uniqueId()) =>
  `${PRESCRIPTION_FOLDER}/${fileName}-${id}`;

/**
 * Checks the file, then stores it under `prescription/` with its name and content type,
 * reporting progress from 0 to 1. Resolves with the path it was stored at.
 */
export async function uploadPrescription(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const problem = checkPrescription(file);
  if (problem !== null) throw new PrescriptionRejectedError(problem);
  const path = prescriptionPath(file.name);
  const source = await getDataSource();
  await source.uploadFile(path, file, onProgress);
  return path;
}
