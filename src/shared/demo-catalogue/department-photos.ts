import type { RawDocument } from '../types';

/**
 * Demo department photo records: one record per department, as the site keeps them. The images
 * themselves are added to public/images/departments/ separately.
 */
export const xrayPhotoDocuments: RawDocument[] = [
  {
    id: 'xray',
    data: {
      slider1: '/images/departments/xray-1.webp',
      slider2: '/images/departments/xray-2.webp',
      slider3: '/images/departments/xray-3.webp',
    },
  },
];

export const pathologyPhotoDocuments: RawDocument[] = [
  {
    id: 'pathology',
    data: {
      slider1: '/images/departments/pathology-1.webp',
      slider2: '/images/departments/pathology-2.webp',
      slider3: '/images/departments/pathology-3.webp',
      slider4: '/images/departments/pathology-4.webp',
    },
  },
];
