import { site } from '../shared/site';
import type { Doctor } from '../shared/types';
import { centreId, postalAddress, type JsonLd } from './structured-data';

// Apart from the tests' and pages' data (./structured-data.tsx): only the doctors' pages load it.

/** A doctor's card or page (`url`, its address). */
export function doctorData(doctor: Doctor, url?: string): JsonLd {
  const description = [doctor.degree, doctor.des, doctor.des2].filter((text) => text !== '');
  return {
    '@type': 'Physician',
    name: doctor.name,
    ...(url === undefined ? {} : { url }),
    ...(description.length === 0 ? {} : { description: description.join(', ') }),
    telephone: site.centreNumber,
    address: postalAddress(site.address),
    parentOrganization: { '@id': centreId() },
  };
}
