import { site } from '../shared/site';
import { directionsHref } from './directions';

/**
 * Google's own addresses for the centre's place, from the Place ID staff set
 * (src/shared/parsers/settings/place.ts): plain links, with no script and no key.
 */

/** Google's form for writing a review of the place. */
export const googleReviewHref = (placeId: string) =>
  `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;

/**
 * Directions to the place itself. The centre's name and address go too, as Google asks: they are
 * the maps search's query (src/lib/directions.ts) made the destination, which a maps app that does
 * not know the Place ID looks for.
 */
export const placeDirectionsHref = (placeId: string) =>
  directionsHref(site.address).replace(
    '/maps/search/?api=1&query=',
    '/maps/dir/?api=1&destination=',
  ) + `&destination_place_id=${encodeURIComponent(placeId)}`;

/** The place on Google Maps, as search engines are told the centre's map is. */
export const placeMapHref = (placeId: string) =>
  `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(placeId)}`;
