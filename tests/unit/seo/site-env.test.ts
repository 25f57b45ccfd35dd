import { describe, expect, it } from 'vitest';
import { DEMO_SITE_URL, parseSiteEnv } from '../../../src/config/env';

describe('where the site lives and reports its speed', () => {
  it('uses the demo address and reports nowhere when nothing is set', () => {
    expect(parseSiteEnv({})).toEqual({ siteUrl: DEMO_SITE_URL, vitalsEndpoint: null });
  });

  it('takes the site address without a trailing slash', () => {
    expect(parseSiteEnv({ VITE_SITE_URL: ' https://www.nirnay.in/ ' }).siteUrl).toBe(
      'https://www.nirnay.in',
    );
  });

  it('refuses an address that is not one', () => {
    expect(() => parseSiteEnv({ VITE_SITE_URL: 'www.nirnay.in' })).toThrow(/VITE_SITE_URL/);
    expect(() => parseSiteEnv({ VITE_SITE_URL: 'https://x.in/?a=1' })).toThrow(/VITE_SITE_URL/);
  });

  it('reports to a path on the site or an address elsewhere, nothing else', () => {
    expect(parseSiteEnv({ VITE_VITALS_ENDPOINT: '/api/vitals' }).vitalsEndpoint).toBe(
      '/api/vitals',
    );
    expect(parseSiteEnv({ VITE_VITALS_ENDPOINT: 'https://rum.example/v' }).vitalsEndpoint).toBe(
      'https://rum.example/v',
    );
    expect(() => parseSiteEnv({ VITE_VITALS_ENDPOINT: '//rum.example' })).toThrow(
      /VITE_VITALS_ENDPOINT/,
    );
    expect(() => parseSiteEnv({ VITE_VITALS_ENDPOINT: 'rum' })).toThrow(/VITE_VITALS_ENDPOINT/);
  });
});
