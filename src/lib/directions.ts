import { site, type PostalAddress } from '../shared/site';

/**
 * A maps search for the centre: a plain link that opens the visitor's maps app or Google Maps, with
 * no script and no key. The English address is searched, as maps know the places by it.
 */
export function directionsHref(address: PostalAddress, name: string = site.brandName): string {
  const query = [name, address.street, address.locality, address.region, address.postalCode];
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query.join(', '))}`;
}
