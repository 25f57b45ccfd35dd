import { describe, expect, it } from 'vitest';
import type { RawDocument } from '../../../../src/data/source/data-source';
import { parseDepartmentPhotos } from '../../../../src/shared/parsers/department-photos';

const doc = (id: string, data: Record<string, unknown>): RawDocument => ({ id, data });

describe('department photo records', () => {
  it('keep the department’s slides in order, empty ones left out', () => {
    expect(
      parseDepartmentPhotos(
        'pathology',
        doc('p', {
          slider1: '/a.webp',
          slider2: '',
          slider3: '/c.webp',
          slider4: '/d.webp',
          slider5: '/e.webp',
        }),
      ),
    ).toEqual({ id: 'p', department: 'pathology', photos: ['/a.webp', '/c.webp', '/d.webp'] });
    expect(parseDepartmentPhotos('xray', doc('x', { slider4: '/d.webp' }))).toBeNull();
  });
});
