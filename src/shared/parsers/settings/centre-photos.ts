import { fieldsOf, settingText, unknownFields } from './setting-fields';

/**
 * Photos of the centre, as staff list them in `SiteSettings/credentials`: `photos` is a list
 * (an array in the console), each entry a map with the photo's address (`url`) and its caption in
 * English (`caption`) and Bengali (`caption_bn`, the English shown where it is empty). The caption
 * is what a visitor who cannot see the photo hears, so a photo without one is skipped.
 */
export interface CentrePhoto {
  url: string;
  caption: string;
  caption_bn: string;
}

/** Enough to show the centre; each is a download, fetched only as it scrolls into view. */
export const MOST_PHOTOS = 6;

const URL_LENGTH = 2000;

/**
 * The pictures the site's Content-Security-Policy lets a page show (firebase.json's img-src): the
 * site's own files, by their path, and Firebase Storage's download addresses.
 */
export function isShowablePhotoAddress(url: string): boolean {
  if (url.length > URL_LENGTH || /[\s\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && hostname === 'firebasestorage.googleapis.com';
  } catch {
    return false;
  }
}

export function parseCentrePhotos(raw: unknown, problems: string[]): CentrePhoto[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) {
    problems.push('photos: skipped, it must be a list (an array) of maps with url and caption.');
    return [];
  }
  const photos: CentrePhoto[] = [];
  raw.forEach((entry: unknown, index) => {
    const named = `photos ${index + 1}`;
    if (photos.length === MOST_PHOTOS) {
      problems.push(`${named}: skipped, past the ${MOST_PHOTOS} photos the site shows.`);
      return;
    }
    const fields = fieldsOf(entry);
    const own: string[] = [];
    unknownFields(fields, ['url', 'caption', 'caption_bn'], own);
    const url = typeof fields.url === 'string' ? fields.url.trim() : '';
    const caption = settingText(fields, 'caption', own);
    const caption_bn = settingText(fields, 'caption_bn', own);
    problems.push(...own.map((problem) => `${named}: ${problem}`));
    if (!isShowablePhotoAddress(url)) {
      problems.push(
        `${named}: skipped, its url must be a Firebase Storage download address ` +
          '(https://firebasestorage.googleapis.com/…) or a path on the site (/images/…).',
      );
    } else if (caption === '') {
      problems.push(`${named}: skipped, it needs a caption saying what the photo shows.`);
    } else photos.push({ url, caption, caption_bn });
  });
  return photos;
}
