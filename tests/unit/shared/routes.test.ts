import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageFile, paths, siteRoutes } from '../../../src/shared/routes';
import { listRegistry } from '../../../src/shared/catalogue-lists';

describe('the route table', () => {
  it('gives every address its own route', () => {
    const addresses = siteRoutes.map(({ path }) => path);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(Object.values(paths)).toEqual(addresses);
  });

  it('names, for each route, a page module whose default export is a component', async () => {
    for (const { page } of siteRoutes) {
      const module = (await import(/* @vite-ignore */ `/${pageFile(page)}`)) as {
        default?: unknown;
      };
      expect(typeof module.default, pageFile(page)).toBe('function');
    }
  });

  it('gives the list page only lists of tests', () => {
    for (const { page, list } of siteRoutes) {
      // Its cards are tests' cards: a list drawn with another kind needs a page of its own.
      if (page === 'catalogue/list-page' && list !== undefined) {
        expect(listRegistry[list].card, list).toBe('pricedTest');
      }
    }
  });

  it('gives every test, scan and doctor a page of its own under its list’s address', () => {
    const routeFor = (pathname: string) => matchRoutes([...siteRoutes], pathname)?.at(-1)?.route;
    expect(routeFor('/labtest/lipid-profile')).toMatchObject({
      list: 'labTests',
      prerender: 'items',
    });
    expect(routeFor('/Radiology/usg-whole-abdomen')).toMatchObject({ list: 'radiology' });
    expect(routeFor('/Cardiology/ecg')).toMatchObject({ list: 'cardiology' });
    expect(routeFor('/Neurology/eeg')).toMatchObject({ list: 'neurology' });
    expect(routeFor('/find-doctor/dr-a-sen')).toMatchObject({
      page: 'catalogue/doctor-page',
      list: 'doctors',
    });
  });

  it('gives each address the page the router shows for it, in any case', () => {
    const routeFor = (pathname: string) => matchRoutes([...siteRoutes], pathname)?.at(-1)?.route;
    expect(routeFor('/radiology')?.page).toBe('catalogue/radiology-page');
    expect(routeFor('/besthealth/liver-care')).toMatchObject({
      page: 'packages/package-detail-page',
      props: { kind: 'alcoholImpact' },
    });
    expect(routeFor('/USG')?.props).toEqual({ service: 'usg' });
    expect(routeFor('/no-such-page')).toBeUndefined();
  });
});
