import type { PrescriptionExtension } from '../../src/shared/prescription-files';

/**
 * Whether a stored prescription is whole, read as far as a viewer reads it: its first bytes say
 * what kind of file it is (src/shared/prescription-files.ts), but `%PDF-` can begin a ZIP, and a
 * photo cut off mid-upload begins like any other. Each kind is walked by its own structure, with
 * no decoder: nothing in the file is run or drawn here.
 */

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const uint32 = (bytes: Uint8Array, at: number, littleEndian = false) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(at, littleEndian);

/** Markers with no length after them: TEM and the restart markers. */
const standaloneMarker = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** A JPEG's image data is followed by its end marker; a cut-off upload never reaches it. */
function jpegIsWhole(bytes: Uint8Array): boolean {
  let at = 2;
  // The segments before the image data, each with its length, up to the start of scan (0xDA).
  // Stray bytes between segments (a wrong length some phones write) are skipped, as decoders do.
  while (at + 4 <= bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    if (bytes[at] !== 0xff || marker === 0xff) {
      at += 1;
      continue;
    }
    if (standaloneMarker(marker)) {
      at += 2;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2) return false;
    at += 2 + length;
    if (marker === 0xda) break;
  }
  if (at > bytes.length) return false;
  // The end-of-image marker anywhere after: a phone may append more after it (a motion photo).
  for (let index = at; index + 1 < bytes.length; index += 1) {
    if (bytes[index] === 0xff && bytes[index + 1] === 0xd9) return true;
  }
  return false;
}

/** A PNG is a chain of chunks, each with its length, ending with IEND. */
function pngIsWhole(bytes: Uint8Array): boolean {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = uint32(bytes, at);
    const type = ascii(bytes, at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at <= bytes.length;
  }
  return false;
}

/** A WebP's RIFF header gives the size of what follows it. */
const webpIsWhole = (bytes: Uint8Array) =>
  bytes.length >= 12 && uint32(bytes, 4, true) + 8 <= bytes.length;

/** A HEIF photo (HEIC included) is a chain of boxes, each with its size, to the file's end. */
function heifIsWhole(bytes: Uint8Array): boolean {
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = uint32(bytes, at);
    if (size === 1) {
      if (at + 16 > bytes.length) return false;
      size = uint32(bytes, at + 8) * 2 ** 32 + uint32(bytes, at + 12);
    } else if (size === 0) {
      return true;
    }
    if (size < 8) return false;
    at += size;
  }
  // A box running past the end was cut off; a few bytes after the last box are padding.
  return at <= bytes.length;
}

/**
 * A PDF ends with `startxref`, the offset of its table of objects within the file, and `%%EOF`,
 * which readers look for in its last kilobyte, whatever a scanner or a mail gateway added after
 * it. An offset a few bytes off is not held against it: readers repair that, and many PDF makers
 * write one.
 */
function pdfIsWhole(bytes: Uint8Array): boolean {
  const tail = ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length);
  const last = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)].at(-1);
  const offset = Number(last?.[1]);
  return last !== undefined && Number.isSafeInteger(offset) && offset < bytes.length;
}

const isWhole: Record<PrescriptionExtension, (bytes: Uint8Array) => boolean> = {
  jpg: jpegIsWhole,
  png: pngIsWhole,
  webp: webpIsWhole,
  heic: heifIsWhole,
  heif: heifIsWhole,
  pdf: pdfIsWhole,
};

/** Whether `bytes`, a file whose first bytes say it is a `kind`, holds the whole of one. */
export const fileIsWhole = (kind: PrescriptionExtension, bytes: Uint8Array) => isWhole[kind](bytes);
