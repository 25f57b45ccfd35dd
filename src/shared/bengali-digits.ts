/** The code of ০, the Bengali zero: the other digits follow it. */
export const BENGALI_ZERO = 0x09e6;

/**
 * Latin digits as Bengali ones: `10-12` as `১০-১২`. A module of its own, so a line of Bengali on
 * the home page does not bring the whole glossary into its first load.
 */
export const bengaliDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)));
