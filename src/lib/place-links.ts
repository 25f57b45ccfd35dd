import { site } from '../shared/site';

/**
 * Google's own addresses for the centre's place, from the Place ID staff set
 * (src/shared/parsers/settings/place.ts): plain links, with no script and no key.
 */

/** Google's form for writing a review of the place. */
export const googleReviewHref = (placeId: string) =>
  `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;

/**
 * Directions to the place itself. The centre's name and address go too, as Google asks: a maps
 * app that does not know the Place ID looks for them.
 */
export function placeDirectionsHref(placeId: string): string {
  const { street, locality, region, postalCode } = site.address;
  const destination = [site.brandName, street, locality, region, postalCode].join(', ');
  return (
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}` +
    `&destination_place_id=${encodeURIComponent(placeId)}`
  );
}

/** The place on Google Maps, as search engines are told the centre's map is. */
export const placeMapHref = (placeId: string) =>
  `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(placeId)}`;
