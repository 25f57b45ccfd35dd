import { site, type PostalAddress } from '../shared/site';
import { addressLines } from '../lib/address';
import { MapPinIcon } from './icons';

/** The centre's name over an address, as the lines of an envelope. */
export function AddressBlock({
  address,
  className = 'd-flex gap-2',
}: {
  address: PostalAddress;
  className?: string;
}) {
  return (
    <address className={className}>
      <MapPinIcon />
      <span>
        <strong>{site.brandName}</strong>
        {addressLines(address).map((line) => (
          <span key={line} className="d-block">
            {line}
          </span>
        ))}
      </span>
    </address>
  );
}
