import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { generateLabTests } from '../../support/fixtures/generate-lab-tests';

/** The site built with 2,500 lab tests: as many as the list is budgeted for. */
export const SCALE = 2500;
export const scalePort = Number(process.env.E2E_PORT ?? 4173) + 10;

export const scaleNames = generateLabTests(SCALE).map((document) => String(document.data.name));
export const countMatches = (query: string) =>
  scaleNames.filter((name) => name.toLowerCase().includes(query.toLowerCase())).length;
export const foundText = (count: number) =>
  count === 1 ? '1 test found' : `${count.toLocaleString('en-IN')} tests found`;

/**
 * Builds the production site with the demo lab-test module swapped for the 2,500-test generator,
 * here and not in vite.config.ts, so no build the site ships can contain test data or hooks.
 */
const generatorPath = fileURLToPath(
  new URL('../../support/fixtures/generate-lab-tests.ts', import.meta.url),
);
export const scaleCatalogue: Plugin = {
  name: 'scale-lab-tests',
  enforce: 'pre',
  resolveId(source, importer) {
    const fromDemoCatalogue = importer?.replaceAll('\\', '/').endsWith('demo-catalogue/index.ts');
    return source === './lab-tests' && fromDemoCatalogue ? '\0scale-lab-tests' : null;
  },
  load(id) {
    if (id !== '\0scale-lab-tests') return null;
    return [
      `import { generateLabTests } from ${JSON.stringify(generatorPath)};`,
      `export const labTestDocuments = generateLabTests(${SCALE});`,
    ].join('\n');
  },
};
