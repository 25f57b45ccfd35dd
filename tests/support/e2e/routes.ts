import {
  itemPath,
  packagePath,
  siteRoutes as routeTable,
  type ItemListName,
} from '../../../src/shared/routes';
import { alcoholImpactPackageDocuments } from '../../../src/shared/demo-catalogue/alcohol-impact-packages';
import { cardiologyTestDocuments } from '../../../src/shared/demo-catalogue/cardiology-tests';
import { conditionDocuments } from '../../../src/shared/demo-catalogue/conditions';
import { diabeticPackageDocuments } from '../../../src/shared/demo-catalogue/diabetic-packages';
import { doctorDocuments } from '../../../src/shared/demo-catalogue/doctors';
import { generalPackageDocuments } from '../../../src/shared/demo-catalogue/general-packages';
import { labTestDocuments } from '../../../src/shared/demo-catalogue/lab-tests';
import { neurologyTestDocuments } from '../../../src/shared/demo-catalogue/neurology-tests';
import { radiologyTestDocuments } from '../../../src/shared/demo-catalogue/radiology-tests';
import type { RawDocument } from '../../../src/data/source/data-source';
import { conditionPath } from '../../../src/data/condition-links';
import { itemSlugs } from '../../../src/shared/slugs';
import type { PackageKind } from '../../../src/shared/types';

/** The first package of each kind in the demo catalogue, for the detail pages. */
const samplePackage: Record<PackageKind, string> = {
  general: generalPackageDocuments[0]?.id ?? '',
  alcoholImpact: alcoholImpactPackageDocuments[0]?.id ?? '',
  diabetic: diabeticPackageDocuments[0]?.id ?? '',
};

const itemDocuments: Record<ItemListName, RawDocument[]> = {
  labTests: labTestDocuments,
  radiology: radiologyTestDocuments,
  cardiology: cardiologyTestDocuments,
  neurology: neurologyTestDocuments,
  doctors: doctorDocuments,
};

/** Each item of a demo list as its own page's address. */
export function demoItemPaths(list: ItemListName): string[] {
  const named = itemDocuments[list].flatMap(({ id, data }) =>
    typeof data.name === 'string' && data.name.trim() !== '' ? [{ id, name: data.name }] : [],
  );
  const slugs = itemSlugs(named);
  return named.map(({ id }) => itemPath(list, slugs.get(id) ?? id));
}

/** Each demo health concern's page, in the order the demo lists them. */
export function demoConditionPaths(): string[] {
  const named = conditionDocuments.map(({ id, data }) => ({ id, name: String(data.name) }));
  const slugs = itemSlugs(named);
  return named.map(({ id }) => conditionPath(slugs.get(id) ?? id));
}

const addressOf = ({ path, prerender, list }: (typeof routeTable)[number]) => {
  if (typeof prerender === 'object') {
    return packagePath(prerender.packagesOf, samplePackage[prerender.packagesOf]);
  }
  if (prerender === 'items') return demoItemPaths(list as ItemListName)[0] ?? path;
  if (prerender === 'conditions') return demoConditionPaths()[0] ?? path;
  return path;
};

/** Every route of the route table, as a visitor types or follows it. */
export const siteRoutes = routeTable.map(addressOf);

/** Every route with pages of its own in the build (the others get the app shell). */
export const prerenderedRoutes = routeTable
  .filter(({ prerender }) => prerender !== 'none')
  .map(addressOf);

/** An address the site does not have, which shows the 404 page. */
export const unknownRoute = '/no-such-page';
