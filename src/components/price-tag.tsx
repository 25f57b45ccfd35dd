import { useMessages } from '../i18n/messages';
import { formatRupees } from '../lib/format';

interface PriceTagProps {
  mrp: number | null;
  off: number | null;
  price: number | null;
}

/**
 * MRP struck through, the discount, and the price, as the spec's cards show them. Whatever a
 * document lacks is left out; with no amounts at all the visitor is asked to call for the price.
 */
export function PriceTag({ mrp, off, price }: PriceTagProps) {
  const messages = useMessages();
  const text = messages.common.price;
  if (mrp === null && price === null) return <p className="price-tag mb-2">{text.onRequest}</p>;
  const showMrp = mrp !== null && mrp !== price;
  return (
    <p className="price-tag d-flex flex-wrap align-items-baseline gap-2 mb-2">
      {showMrp && (
        <span className="price-mrp">
          <span className="visually-hidden">{text.mrp} </span>
          <s>{formatRupees(mrp)}</s>
        </span>
      )}
      {off !== null && off > 0 && <span className="badge-off">{text.off(off)}</span>}
      {price !== null && (
        <span className="price-now">
          <span className="visually-hidden">{text.price} </span>
          {formatRupees(price)}
        </span>
      )}
    </p>
  );
}
