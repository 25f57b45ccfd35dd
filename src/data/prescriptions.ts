import { PRESCRIPTION_UPLOADS } from '../shared/collections';
import {
  PRESCRIPTION_HEAD_BYTES,
  PRESCRIPTION_MAX_BYTES,
  prescriptionPath,
  prescriptionTypes,
  sniffPrescriptionType,
  type PrescriptionExtension,
} from '../shared/prescription-files';
import { getDataSource } from './source/select-data-source';
import { timeBoxed } from './source/time-box';

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
  const extension = sniffPrescriptionType(
    new Uint8Array(await file.slice(0, PRESCRIPTION_HEAD_BYTES).arrayBuffer()),
  );
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

/** Who the centre calls about an upload: the name and the mobile's ten digits, already checked. */
export interface PrescriptionSender {
  title: string;
  mobile: string;
}

/**
 * Checks the file, announces it in Prescription-Upload with who sent it and its size (counted by
 * the quota, in records and in bytes, which is what storage.rules look for), then stores it at
 * its record's path with the type its bytes show, its original name and the sender as metadata,
 * reporting progress from 0 to 1. Resolves with the stored path.
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
    source.addDocument(PRESCRIPTION_UPLOADS, {
      title,
      mobile,
      extension,
      contentType,
      size: file.size,
    }),
  );
  const path = prescriptionPath(id, extension);
  const typed = new File([file], file.name, { type: contentType });
  await source.uploadFile(path, typed, { title, mobile }, onProgress);
  return path;
}
