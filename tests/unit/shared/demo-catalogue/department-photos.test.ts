import { describe, expect, it } from 'vitest';
import {
  pathologyPhotoDocuments,
  xrayPhotoDocuments,
} from '../../../../src/shared/demo-catalogue/department-photos';

describe('demo catalogue', () => {
  it('lists three X-ray photos and four pathology photos', () => {
    expect(Object.keys(xrayPhotoDocuments[0]?.data ?? {}).sort()).toEqual([
      'slider1',
      'slider2',
      'slider3',
    ]);
    expect(Object.keys(pathologyPhotoDocuments[0]?.data ?? {}).sort()).toEqual([
      'slider1',
      'slider2',
      'slider3',
      'slider4',
    ]);
  });
});
