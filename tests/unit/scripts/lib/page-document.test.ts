import { describe, expect, it } from 'vitest';
import { filesFor, htmlFileFor } from '../../../../scripts/lib/page-document.ts';

describe('the files the site ships for browsers and crawlers', () => {
  it('writes each page where Firebase Hosting’s cleanUrls and vite preview look', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/labtest')).toBe('labtest.html');
    expect(htmlFileFor('/Radiology')).toBe('Radiology.html');
    expect(htmlFileFor('/healthpackage/full-body-checkup')).toBe(
      'healthpackage/full-body-checkup.html',
    );
    expect(htmlFileFor('/labtest/%E0%A6%9F%E0%A6%BF')).toBe('labtest/টি.html');
  });

  it('writes each language at its own address and where Hosting’s language rewrites look', () => {
    expect(filesFor('/labtest', 'en')).toEqual(['labtest.html', 'localized/en_ALL/labtest.html']);
    expect(filesFor('/labtest', 'bn')).toEqual([
      'bn/labtest.html',
      'localized/bn_ALL/labtest.html',
    ]);
    expect(filesFor('/', 'bn')).toEqual(['bn.html', 'localized/bn_ALL/index.html']);
  });
});
