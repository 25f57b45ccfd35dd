import type { HomeCollectionTerms } from '../shared/parsers/settings/home-collection';
import { centreId, inr, type JsonLd } from './structured-data';

/**
 * Home sample collection as the centre offers it, from the terms staff set: the fee (nothing when
 * they gave none), the areas and PIN codes served and the hours, as a service of the centre.
 */
export function homeCollectionData(
  terms: HomeCollectionTerms,
  { name, areas, hours }: { name: string; areas: string; hours: string },
): JsonLd {
  const served = [
    ...(areas === '' ? [] : [{ '@type': 'Place', name: areas }]),
    ...terms.pins.map((postalCode) => ({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', postalCode, addressCountry: 'IN' },
    })),
  ];
  return {
    '@type': 'Service',
    name,
    serviceType: 'Home sample collection',
    provider: { '@id': centreId() },
    ...(served.length === 0 ? {} : { areaServed: served }),
    ...(hours === '' ? {} : { hoursAvailable: hours }),
    ...(terms.fee === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            ...inr(terms.fee),
            ...(terms.freeAbove === null
              ? {}
              : {
                  priceSpecification: {
                    '@type': 'PriceSpecification',
                    ...inr(0),
                    eligibleTransactionVolume: {
                      '@type': 'PriceSpecification',
                      minPrice: terms.freeAbove,
                      priceCurrency: 'INR',
                    },
                  },
                }),
          },
        }),
  };
}
