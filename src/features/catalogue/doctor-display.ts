import { formatRupees } from '../../shared/format';

// "500", "₹ 500", "Rs.500", "Rs. 1,000/-", "500.00", "INR 500": an amount and nothing else.
const plainAmount =
  /^(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.0{1,2})?\s*(?:\/-|rs\.?|inr|rupees)?$/i;

/**
 * A doctor's fee as staff typed it, in the site's rupee format when it is a plain amount ("₹500")
 * and word for word when it says more ("₹500 first visit, ₹300 follow-up").
 */
export function displayFees(fees: string): string {
  const amount = plainAmount.exec(fees.trim())?.[1];
  return amount === undefined ? fees : formatRupees(Number(amount.replace(/,/g, '')));
}

/**
 * A web address staff typed, if it is one a browser should open: `javascript:` and other schemes
 * in a hand-edited field would be a way to run code on the site, so they are dropped.
 */
export function webAddress(url: string): string | null {
  return /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : null;
}

/** Titles before a doctor's name, which are nobody's initials. */
const titles = /^(dr|prof|mr|mrs|ms)\.?$/i;

/** Up to two initials of a name: "Dr. Ananya Sen" as "AS"; one for a single name. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s.]+/).filter((word) => word !== '' && !titles.test(word));
  const chosen = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return chosen.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('');
}
