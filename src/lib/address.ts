import type { PostalAddress } from '../shared/site';

/**
 * An address as the lines of a printed envelope. A city that is its own district (Kolkata) is
 * written once.
 */
export const addressLines = (address: PostalAddress) => [
  address.street,
  address.district === address.locality
    ? address.locality
    : `${address.locality}, ${address.district}`,
  `${address.region} ${address.postalCode}`,
];
