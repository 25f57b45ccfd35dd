import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pages } from '../../../src/app/pages';
import { paths, siteRoutes } from '../../../src/config/paths';

describe('the route table', () => {
  it('gives every address its own route', () => {
    const addresses = siteRoutes.map(({ path }) => path);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(Object.values(paths)).toEqual(addresses);
  });

  it('names, for each page, the source file its loader loads', async () => {
    for (const page of Object.values(pages)) {
      const module = (await import(/* @vite-ignore */ `/${page.file}`)) as Record<string, unknown>;
      expect(Object.values(module), page.file).toContain(await page.load());
    }
  });

  it('gives each address the page the router shows for it, in any case', () => {
    const routeFor = (pathname: string) => matchRoutes([...siteRoutes], pathname)?.at(-1)?.route;
    expect(routeFor('/radiology')?.page).toBe('radiology');
    expect(routeFor('/besthealth/liver-care')).toMatchObject({
      page: 'packageDetail',
      props: { kind: 'alcoholImpact' },
    });
    expect(routeFor('/USG')?.props).toEqual({ service: 'usg' });
    expect(routeFor('/no-such-page')).toBeUndefined();
  });
});
