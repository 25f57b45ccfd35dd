/**
 * The import's check of an amount or a percentage typed in a price list. The site reads any text
 * with a number in it, leniently, because staff type prices in the console by hand; a file of
 * thousands of rows needs the opposite: a cell that could mean two things, or a sign the site
 * would silently drop (₹ -500 shown as ₹500), stops the import and is named, so that what is
 * stored is what was meant. The Cloud Function asks the same of a console edit, and tells staff
 * of one that reads oddly (functions/src/edit-concerns.ts).
 */

export type NumberColumnKind = 'amount' | 'percent';

const notANumber: Record<NumberColumnKind, string> = {
  amount: 'is not an amount in rupees',
  percent: 'is not a percentage from 0 to 100',
};

/** What a spreadsheet would run as a formula, once the export's guarding apostrophe is read off. */
const formulaSign = /^[=+@\uFF1D\uFF0B\uFF20]/;
/** A minus before the first digit: "-500", "₹ -500", "-₹500". "Rs. 500/-" is a price, not a sign. */
const minusBeforeDigits = /^\D*[-\u2212\u2013\uFF0D]/;
const digitGroups = /\d[\d,]*(?:\.\d+)?/g;
const exponent = /\d[eE][+-]?\d/;
/** "₹", "Rs", "Rs." or "INR" before an amount, and the "/-" Indian price lists end one with. */
const rupeeSigns = /^(?:₹|rs\.?|inr)\s*|\s*\/-$/gi;
const percentSign = /\s*%$/;
const digitsWithCommasAndDecimals = /^(\d+(?:,\d+)*)(?:\.(\d+))?$/;
/** 1,200 and 1,200,000, or the Indian 1,20,000 and 1,00,00,000. */
const groupedDigits = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})$/;
/** Paise: at most two decimals. */
const MAX_DECIMALS = 2;

/** Why a number that could be read two ways is refused, both ways spelt out. */
const ambiguous = (decimalReading: number, wholeReading: number) =>
  `is ambiguous (${decimalReading} or ${wholeReading}?): write ${wholeReading} for rupees, ` +
  `or paise after a dot with at most ${MAX_DECIMALS} decimals`;

/**
 * Why a cell cannot be imported as an amount in rupees (or a percentage), as words that follow
 * the column and the cell in the report, e.g. `is negative`; null when it reads as one amount.
 * Accepted: 1200, 1,200, 1,20,000, 1200.50, ₹1,200, Rs. 1,200/-, INR 1200, and 10% for a percentage.
 */
export function amountProblem(raw: string | number, kind: NumberColumnKind): string | null {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return notANumber[kind];
    return raw < 0 ? 'is negative' : null;
  }
  const text = raw.trim();
  if (formulaSign.test(text)) return 'looks like a spreadsheet formula; type the amount alone';
  // "1e3" is a thousand to a spreadsheet and 1 to the site, which reads the first number in it.
  if (exponent.test(text)) return 'is written with an exponent; type the amount in full';
  // "1200 (was 1500)" would be read as 1200 by the site; a price list should say one amount.
  if ((text.match(digitGroups) ?? []).length > 1) return 'holds more than one number';
  if (/[()]/.test(text)) return 'is in brackets, which accounts use for a negative amount';
  if (minusBeforeDigits.test(text)) return 'is negative';

  const number = kind === 'amount' ? text.replace(rupeeSigns, '') : text.replace(percentSign, '');
  const parts = digitsWithCommasAndDecimals.exec(number);
  if (parts === null) return notANumber[kind];
  const [, whole = '', decimals = ''] = parts;
  const hasCommas = whole.includes(',');
  // 1.500 is 1.5 in India and 1500 where a dot groups thousands, as in much of Europe.
  if (!hasCommas && whole.length <= 3 && decimals.length === 3) {
    return ambiguous(Number(number), Number(whole + decimals));
  }
  // 1,50 is 1.5 where a comma marks decimals.
  if (/^\d+,\d{1,2}$/.test(whole) && decimals === '') {
    return ambiguous(Number(whole.replace(',', '.')), Number(whole.replace(',', '')));
  }
  if (hasCommas && !groupedDigits.test(whole)) {
    return 'has commas in the wrong places (write 1,200 or 1,20,000)';
  }
  if (decimals.length > MAX_DECIMALS) {
    return `has more than ${MAX_DECIMALS} decimals (paise)`;
  }
  return null;
}

/**
 * Why a row's (or a document's) amounts contradict each other: a price above the MRP, or a discount ("off", which
 * the site shows as a badge beside the struck-out MRP) that is not the one between MRP and price.
 * Some rounding is allowed for: staff round the discount to a whole percent, or the price to a
 * whole rupee.
 */
export function priceProblems({ mrp, off, price }: Record<string, unknown>): string[] {
  if (typeof mrp !== 'number' || typeof price !== 'number') return [];
  if (price > mrp) return [`price ${price} is above the mrp ${mrp}`];
  if (typeof off !== 'number' || mrp === 0) return [];
  const discount = ((mrp - price) / mrp) * 100;
  const discountedPrice = (mrp * (100 - off)) / 100;
  if (Math.abs(off - discount) < 1 || Math.abs(discountedPrice - price) < 1) return [];
  return [
    `off ${off}% does not match mrp ${mrp} and price ${price}, ` +
      `a ${Math.round(discount * 10) / 10}% discount`,
  ];
}
