/**
 * A phone's photo drawn again, smaller, before it is sent: a prescription stays legible at
 * PHOTO_LONG_SIDE pixels, while the camera's own 4,000 px and several megabytes cost a visitor on
 * slow data minutes. Drawn again, the photo also loses what the camera wrote into the file beside
 * the picture: the place it was taken, the phone's make, the time.
 */

/** The longest side a photo is sent at. */
export const PHOTO_LONG_SIDE = 2000;
/** JPEG quality: handwriting stays sharp, at a fraction of a camera's own file. */
const JPEG_QUALITY = 0.85;

/** The size that fits `width` × `height` within `longSide` on its longer side; never larger. */
export function fittedSize(width: number, height: number, longSide = PHOTO_LONG_SIDE) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** `IMG_2024.HEIC` → `IMG_2024.jpg`: the name says what the file now is. */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

/**
 * The photo as a JPEG within PHOTO_LONG_SIDE, upright as the camera meant it and without its
 * metadata; null when it is not a picture this browser can draw (a PDF, a HEIC photo on most
 * Android phones), which is then sent as it is.
 */
export async function shrinkPhoto(file: Blob & { name: string }): Promise<File | null> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  const canvas = document.createElement('canvas');
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (context === null) return null;
    // A transparent PNG's background would turn black in a JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    return blob === null ? null : new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
    // Its pixels go now, not when collected: a phone's browser caps what all canvases hold.
    canvas.width = 0;
    canvas.height = 0;
  }
}

/** A file's size as a visitor reads it: "640 KB", "4.2 MB", in the units' words given. */
export function formatFileSize(bytes: number, units: { kb: string; mb: string }): string {
  const megabyte = 1024 * 1024;
  return bytes < megabyte
    ? `${Math.max(1, Math.round(bytes / 1024))} ${units.kb}`
    : `${(bytes / megabyte).toFixed(1)} ${units.mb}`;
}
