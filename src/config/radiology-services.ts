import { paths } from '../shared/routes';

/**
 * The imaging services, in the order the Radiology page shows them, and whether the centre offers
 * each one yet. The spec has CT, MRI and OPG "Not Available"; when the centre starts one, set it
 * available here and give it an "Our Facility" list in src/i18n/{en,bn}/info.ts. The Radiology
 * tiles, the service pages and the demo catalogue's consistency test all read this list.
 */
export const radiologyServices = [
  { service: 'xray', path: paths.xray, available: true },
  { service: 'usg', path: paths.usg, available: true },
  { service: 'ctScan', path: paths.ctScan, available: false },
  { service: 'mri', path: paths.mri, available: false },
  { service: 'opg', path: paths.opg, available: false },
] as const;

export type RadiologyService = (typeof radiologyServices)[number]['service'];

export const isRadiologyServiceAvailable = (service: RadiologyService): boolean =>
  radiologyServices.some((entry) => entry.service === service && entry.available);
