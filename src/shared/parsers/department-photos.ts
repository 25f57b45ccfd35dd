import type { RawDocument } from '../types';
import type { DepartmentPhotos, PhotoDepartment } from '../types';
import { readNumberedTexts } from './fields';

/** X-ray records hold slider1…slider3; pathology records slider1…slider4 (spec section 3). */
const photoLimits: Record<PhotoDepartment, number> = { xray: 3, pathology: 4 };

export function parseDepartmentPhotos(
  department: PhotoDepartment,
  { id, data }: RawDocument,
): DepartmentPhotos | null {
  const photos = readNumberedTexts(data, 'slider', photoLimits[department]);
  return photos.length === 0 ? null : { id, department, photos };
}
