// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildOf, cacheNamesOf, otherBuildsToDrop } from '../../../src/service-worker/build-caches';

describe('the offline worker’s caches, named by build', () => {
  const files = [
    { url: '/assets/index-1a2b.js', revision: null },
    { url: '/offline.html', revision: 'r1' },
  ];

  it('names a build by its files, so any changed file names another build', () => {
    expect(buildOf(files)).toMatch(/^[0-9a-f]{8}$/);
    expect(buildOf(files)).toBe(buildOf([...files]));
    expect(buildOf([files[0]!, { url: '/offline.html', revision: 'r2' }])).not.toBe(buildOf(files));
  });

  it('drops every other build’s page copies and keeps the newest other build’s files', () => {
    const current = cacheNamesOf('cccccccc');
    const names = [
      'lab-site-precache',
      'lab-site-precache-bn',
      'lab-site-pages',
      'lab-site-precache-aaaaaaaa',
      'lab-site-bengali-aaaaaaaa',
      'lab-site-pages-aaaaaaaa',
      'lab-site-precache-bbbbbbbb',
      'lab-site-bengali-bbbbbbbb',
      'lab-site-pages-bbbbbbbb',
      current.precache,
      current.bengali,
      current.pages,
      current.lists,
      current.data,
    ];

    expect(otherBuildsToDrop(names, 'cccccccc').sort()).toEqual(
      [
        'lab-site-pages',
        'lab-site-pages-aaaaaaaa',
        'lab-site-pages-bbbbbbbb',
        'lab-site-precache',
        'lab-site-precache-aaaaaaaa',
        'lab-site-precache-bn',
        'lab-site-bengali-aaaaaaaa',
      ].sort(),
    );
  });

  it('keeps the files of a build from before caches were named, on the first deploy after', () => {
    expect(
      otherBuildsToDrop(
        ['lab-site-precache', 'lab-site-precache-bn', 'lab-site-pages'],
        'cccccccc',
      ),
    ).toEqual(['lab-site-pages']);
  });
});
