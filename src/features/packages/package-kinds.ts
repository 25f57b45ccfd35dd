import { paths } from '../../shared/routes';
import type { PackageKind } from '../../shared/types';

/** The three package types in the order of the list page's tabs. */
export const packageKinds: readonly PackageKind[] = ['general', 'alcoholImpact', 'diabetic'];

/** Each type's `?tab=` value on /health-package, so Back and reload keep the chosen tab. */
export const tabParams: Record<PackageKind, string> = {
  general: 'general',
  alcoholImpact: 'alcohol-impact',
  diabetic: 'diabetic',
};

/** The tab a `?tab=` value names; a missing or unknown value is the first tab. */
export function kindFromTabParam(value: string | null): PackageKind {
  return packageKinds.find((kind) => tabParams[kind] === value) ?? 'general';
}

/** The list page with a type's tab chosen. */
export const packageListPath = (kind: PackageKind) =>
  `${paths.healthPackages}?tab=${tabParams[kind]}`;
