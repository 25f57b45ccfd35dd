import { useMessages } from '../i18n/messages';
import { formatRupees } from '../shared/format';

interface PriceTagProps {
  mrp: number | null;
  off: number | null;
  price: number | null;
}

/** Staff leave 0 in a field they have no amount for; nothing costs ₹0. */
const amountOrNull = (amount: number | null) => (amount === null || amount <= 0 ? null : amount);

/**
 * The stored discount, when MRP and price bear it out. Staff type `off` by hand and may round it
 * either way (16.7% as 16 or 17), so it may differ from the saving by less than one point; beyond
 * that one of the three figures is a slip, and which one cannot be told, so no discount is claimed.
 */
function confirmedDiscount(mrp: number, price: number, off: number | null): number | null {
  if (off === null || off <= 0) return null;
  const saving = ((mrp - price) / mrp) * 100;
  return Math.abs(saving - off) < 1 ? off : null;
}

/**
 * MRP struck through, the discount, and the price, as the spec's cards show them. Whatever a
 * document lacks is left out; with no amounts at all the visitor is asked to call for the price.
 * Only a price below the MRP is shown as a saving.
 */
export function PriceTag({ mrp: storedMrp, off, price: storedPrice }: PriceTagProps) {
  const messages = useMessages();
  const text = messages.common.price;
  const mrp = amountOrNull(storedMrp);
  const price = amountOrNull(storedPrice);
  if (price === null) {
    if (mrp === null) return <p className="price-tag mb-2">{text.onRequest}</p>;
    // Struck through, an MRP alone would read as a price that no longer holds.
    return (
      <p className="price-tag mb-2">
        <span className="price-now">
          {text.mrp} {formatRupees(mrp)}
        </span>
      </p>
    );
  }
  const reduced = mrp !== null && price < mrp;
  const discount = reduced ? confirmedDiscount(mrp, price, off) : null;
  return (
    <p className="price-tag d-flex flex-wrap align-items-baseline gap-2 mb-2">
      {reduced && (
        <span className="price-mrp">
          <span className="visually-hidden">{text.mrp} </span>
          <s>{formatRupees(mrp)}</s>
        </span>
      )}
      {discount !== null && <span className="badge-off">{text.off(discount)}</span>}
      <span className="price-now">
        <span className="visually-hidden">{text.price} </span>
        {formatRupees(price)}
      </span>
    </p>
  );
}
