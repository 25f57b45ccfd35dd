import { packagePath, siteRoutes as routeTable } from '../../../src/config/routes';
import { alcoholImpactPackageDocuments } from '../../../src/data/adapters/local/demo-catalogue/alcohol-impact-packages';
import { diabeticPackageDocuments } from '../../../src/data/adapters/local/demo-catalogue/diabetic-packages';
import { generalPackageDocuments } from '../../../src/data/adapters/local/demo-catalogue/general-packages';
import type { PackageKind } from '../../../src/data/types';

/** The first package of each kind in the demo catalogue, for the detail pages. */
const samplePackage: Record<PackageKind, string> = {
  general: generalPackageDocuments[0]?.id ?? '',
  alcoholImpact: alcoholImpactPackageDocuments[0]?.id ?? '',
  diabetic: diabeticPackageDocuments[0]?.id ?? '',
};

const addressOf = ({ path, prerender }: (typeof routeTable)[number]) =>
  typeof prerender === 'object'
    ? packagePath(prerender.packagesOf, samplePackage[prerender.packagesOf])
    : path;

/** Every route of the route table, as a visitor types or follows it. */
export const siteRoutes = routeTable.map(addressOf);

/** Every route with pages of its own in the build (the others get the app shell). */
export const prerenderedRoutes = routeTable
  .filter(({ prerender }) => prerender !== 'none')
  .map(addressOf);

/** An address the site does not have, which shows the 404 page. */
export const unknownRoute = '/no-such-page';
