import { describe, expect, it } from 'vitest';
import {
  addressLanguage,
  localizedPath,
  pagePath,
  routerBasename,
} from '../../../src/i18n/language-address';

describe('the language of an address', () => {
  it('is Bengali under /bn, English anywhere else', () => {
    expect(addressLanguage('/bn')).toBe('bn');
    expect(addressLanguage('/bn/labtest')).toBe('bn');
    expect(addressLanguage('/labtest')).toBe('en');
    expect(addressLanguage('/bnx')).toBe('en');
    expect(addressLanguage('/')).toBe('en');
  });

  it('gives each page an address in each language, and back', () => {
    expect(localizedPath('/labtest', 'bn')).toBe('/bn/labtest');
    expect(localizedPath('/', 'bn')).toBe('/bn');
    expect(localizedPath('/labtest', 'en')).toBe('/labtest');
    expect(pagePath('/bn/labtest/lipid-profile')).toBe('/labtest/lipid-profile');
    expect(pagePath('/bn')).toBe('/');
    expect(pagePath('/Radiology')).toBe('/Radiology');
    expect(routerBasename('bn')).toBe('/bn');
    expect(routerBasename('en')).toBeUndefined();
  });
});
