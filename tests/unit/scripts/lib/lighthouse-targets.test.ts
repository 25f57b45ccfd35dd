import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagesToMeasure } from '../../../../scripts/lib/lighthouse-targets';
import { siteRoutes } from '../../../../src/shared/routes';

const built = mkdtempSync(path.join(tmpdir(), 'lighthouse-targets-'));
afterAll(() => rmSync(built, { recursive: true, force: true }));
// Two pages drawn for each route that names an item, in each language.
for (const { path: routePath } of siteRoutes.filter(({ path }) => path.includes(':'))) {
  for (const prefix of ['', '/bn']) {
    const folder = path.join(built, prefix, path.posix.dirname(routePath));
    mkdirSync(folder, { recursive: true });
    for (const name of ['b-item', 'a-item']) writeFileSync(path.join(folder, `${name}.html`), '');
  }
}

describe('the pages Lighthouse holds to their floors', () => {
  const pages = pagesToMeasure(built, ['/labtest/lipid-profile', '/bn']);

  it('are every route the build draws, in both languages, an item route at its first item', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/about-us',
        '/bn/about-us',
        '/bn/labtest/a-item',
        '/Radiology/a-item',
        '/bn/home-sample-colllection',
      ]),
    );
    expect(pages).not.toContain('/Radiology/b-item');
  });

  it('leave out what is measured already and what the build does not draw', () => {
    expect(pages).not.toContain('/bn');
    expect(pages).not.toContain('/labtest/a-item');
    expect(pages.filter((page) => /^\/(bn\/)?(Usg|health-package\/compare)$/.test(page))).toEqual(
      [],
    );
  });

  it('number the routes the build draws, twice, less the two already measured', () => {
    const drawn = siteRoutes.filter(({ prerender }) => prerender !== 'none').length;
    expect(pages).toHaveLength(drawn * 2 - 2);
  });
});
