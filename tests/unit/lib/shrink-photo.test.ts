import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fittedSize,
  formatFileSize,
  jpegName,
  PHOTO_LONG_SIDE,
  shrinkPhoto,
} from '../../../src/lib/shrink-photo';

const units = { kb: 'KB', mb: 'MB' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a photo drawn smaller before it is sent', () => {
  it('fits the long side within 2,000 px, keeping its shape, and never enlarges', () => {
    expect(PHOTO_LONG_SIDE).toBe(2000);
    expect(fittedSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(fittedSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fittedSize(40_000, 10)).toEqual({ width: 2000, height: 1 });
  });

  it('names the copy as the JPEG it is', () => {
    expect(jpegName('IMG_2024.HEIC')).toBe('IMG_2024.jpg');
    expect(jpegName('scan.final.png')).toBe('scan.final.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });

  it('states sizes as a visitor reads them', () => {
    expect(formatFileSize(600 * 1024, units)).toBe('600 KB');
    expect(formatFileSize(4.2 * 1024 * 1024, units)).toBe('4.2 MB');
    expect(formatFileSize(10, units)).toBe('1 KB');
    expect(formatFileSize(2 * 1024 * 1024, { kb: 'কেবি', mb: 'এমবি' })).toBe('2.0 এমবি');
  });

  it('leaves a PDF, and a photo the browser cannot draw, as they are', async () => {
    const pdf = new File(['%PDF-1.7'], 'rx.pdf', { type: 'application/pdf' });
    const heic = new File(['....ftypheic'], 'rx.heic', { type: 'image/heic' });
    const decode = vi.fn(() => Promise.reject(new DOMException('cannot decode')));
    vi.stubGlobal('createImageBitmap', decode);
    expect(await shrinkPhoto(pdf)).toBeNull();
    expect(decode).not.toHaveBeenCalled();
    expect(await shrinkPhoto(heic)).toBeNull();
    expect(decode).toHaveBeenCalledOnce();
  });

  it('draws a photo upright, on white, at its fitted size, as a JPEG', async () => {
    const close = vi.fn();
    const decode = vi.fn(() => Promise.resolve({ width: 4032, height: 3024, close }));
    vi.stubGlobal('createImageBitmap', decode);
    const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done) => done(new Blob(['jpeg'], { type: 'image/jpeg' })));

    const copy = await shrinkPhoto(new File(['png'], 'rx.png', { type: 'image/png' }));

    expect(decode).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(context.fillStyle).toBe('#fff');
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 2000, 1500);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', expect.any(Number));
    expect(copy).toMatchObject({ name: 'rx.jpg', type: 'image/jpeg' });
    expect(close).toHaveBeenCalled();
  });
});
