import { describe, expect, it } from 'vitest';
import {
  isShowablePhotoAddress,
  MOST_PHOTOS,
  parseCentrePhotos,
} from '../../../../../src/shared/parsers/settings/centre-photos';
import { parseCredentials } from '../../../../../src/shared/parsers/settings/credentials';

const storage =
  'https://firebasestorage.googleapis.com/v0/b/lab.appspot.com/o/centre%2Ffront.jpg?alt=media&token=abc';

/** Photos of the centre as staff list them in SiteSettings/credentials. */
describe('the centre’s photos staff list', () => {
  it('reads each photo’s address and its caption in both languages', () => {
    const { value, problems } = parseCredentials({
      photos: [
        { url: storage, caption: ' The front desk ', caption_bn: 'অভ্যর্থনা' },
        { url: '/images/centre/lab.webp', caption: 'The laboratory' },
      ],
    });
    expect(problems).toEqual([]);
    expect(value.photos).toEqual([
      { url: storage, caption: 'The front desk', caption_bn: 'অভ্যর্থনা' },
      { url: '/images/centre/lab.webp', caption: 'The laboratory', caption_bn: '' },
    ]);
  });

  it('is no photos when staff list none: nothing is made up', () => {
    expect(parseCredentials({ accreditation: 'NABL' }).value.photos).toEqual([]);
    expect(parseCredentials({ photos: [] })).toEqual(parseCredentials({}));
  });

  it('takes only addresses the site may show: its own files and Firebase Storage, over https', () => {
    expect(isShowablePhotoAddress(storage)).toBe(true);
    expect(isShowablePhotoAddress('/images/departments/xray-1.webp')).toBe(true);
    for (const url of [
      'http://firebasestorage.googleapis.com/v0/b/lab/o/a.jpg',
      'https://example.com/centre.jpg',
      'https://firebasestorage.googleapis.com.example.com/a.jpg',
      '//example.com/centre.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'images/centre.jpg',
      '/images/a photo.jpg',
    ]) {
      expect(isShowablePhotoAddress(url), url).toBe(false);
    }
  });

  it('skips a photo it cannot show or describe, and says why, keeping the rest', () => {
    const problems: string[] = [];
    const photos = parseCentrePhotos(
      [
        { url: 'https://example.com/centre.jpg', caption: 'Elsewhere' },
        { url: storage },
        'https://firebasestorage.googleapis.com/v0/b/lab/o/a.jpg',
        { url: storage, caption: 'The front desk', size: 'large' },
      ],
      problems,
    );
    expect(photos).toEqual([{ url: storage, caption: 'The front desk', caption_bn: '' }]);
    expect(problems).toEqual([
      'photos 1: skipped, its url must be a Firebase Storage download address (https://firebasestorage.googleapis.com/…) or a path on the site (/images/…).',
      'photos 2: skipped, it needs a caption saying what the photo shows.',
      'photos 3: skipped, its url must be a Firebase Storage download address (https://firebasestorage.googleapis.com/…) or a path on the site (/images/…).',
      'photos 4: size: not a field of this setting; left out.',
    ]);
    const notAList: string[] = [];
    expect(parseCentrePhotos(storage, notAList)).toEqual([]);
    expect(notAList).toEqual([
      'photos: skipped, it must be a list (an array) of maps with url and caption.',
    ]);
  });

  it('shows no more photos than the page holds', () => {
    const problems: string[] = [];
    const many = Array.from({ length: MOST_PHOTOS + 1 }, (_, index) => ({
      url: `/images/centre/${index}.webp`,
      caption: `Room ${index}`,
    }));
    expect(parseCentrePhotos(many, problems)).toHaveLength(MOST_PHOTOS);
    expect(problems).toEqual([
      `photos ${MOST_PHOTOS + 1}: skipped, past the ${MOST_PHOTOS} photos the site shows.`,
    ]);
  });
});
