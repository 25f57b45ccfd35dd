/**
 * Indian mobile numbers and PIN codes as people type them, read into the digits the centre
 * dials, searches and the security rules accept. Every form that asks for one reads it here.
 */

/** Bengali keyboards type ০–৯; the centre dials and searches 0–9. */
const latinDigits = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/**
 * A 10-digit Indian mobile number (first digit 6 to 9), as people write it: with +91 or 91, a
 * leading 0, spaces, hyphens, dots or brackets. Returns the ten digits, or null.
 */
export function normaliseIndianMobile(raw: string): string | null {
  const compact = latinDigits(raw).replace(/[\s\-.()]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  return match?.[1] ?? null;
}

/** A 6-digit Indian PIN code (never starting with 0), as `741101` or `741 101`. Returns the digits. */
export function normalisePin(raw: string): string | null {
  const compact = latinDigits(raw).replace(/\s/g, '');
  return /^[1-9]\d{5}$/.test(compact) ? compact : null;
}

/**
 * Whether `text` holds the ten-digit mobile `digits` anywhere, however it was written there: with
 * spaces, hyphens, +91 or Bengali digits, in a sentence or a tel: link.
 */
export function mentionsMobile(text: string, digits: string): boolean {
  return latinDigits(text)
    .replace(/[\s\-.()]/g, '')
    .includes(digits);
}
