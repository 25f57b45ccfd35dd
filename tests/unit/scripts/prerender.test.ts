import { describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../../scripts/prerender.ts';

describe('the files the site ships for browsers and crawlers', () => {
  it('writes each page where Firebase Hosting’s cleanUrls and vite preview look', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/labtest')).toBe('labtest.html');
    expect(htmlFileFor('/Radiology')).toBe('Radiology.html');
    expect(htmlFileFor('/healthpackage/full-body-checkup')).toBe(
      'healthpackage/full-body-checkup.html',
    );
  });
});
