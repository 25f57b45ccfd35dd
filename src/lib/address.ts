import type { PostalAddress } from '../config/site';

/** An address as the lines of a printed envelope. */
export const addressLines = (address: PostalAddress) => [
  address.street,
  `${address.locality}, ${address.district}`,
  `${address.region} ${address.postalCode}`,
];
