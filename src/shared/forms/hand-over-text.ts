/**
 * The message a visitor sends the centre on WhatsApp or by SMS when a form could not send it:
 * what the form is, then each field they filled in, labelled as on the form, in their language.
 * Never more than they typed: an empty field is left out, and nothing is added about them.
 */

export interface HandOverLine {
  label: string;
  value: string;
}

export function handOverText(
  subject: string,
  lines: readonly HandOverLine[],
  closing?: string,
): string {
  const filled = lines
    .map(({ label, value }) => ({ label, value: value.trim() }))
    .filter(({ value }) => value !== '')
    .map(({ label, value }) => `${label}: ${value}`);
  return [subject, ...filled, ...(closing === undefined ? [] : [closing])].join('\n');
}

/**
 * An SMS of at most three parts, which any phone sends as one message: 153 characters a part in
 * the GSM alphabet (plain ASCII text), 67 in Unicode (Bengali). The name and mobile come first
 * in every form, so a long message loses its end, not whom to call.
 */
export const SMS_PARTS = 3;

const isGsmText = (text: string) => /^[\x20-\x7e\n]*$/.test(text);

/** The longest start of `text` of whole code points that fits in `limit` UTF-16 units. */
function startWithin(text: string, limit: number): string {
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > limit) break;
    kept += character;
  }
  return kept;
}

/** `text` without its last letter as a reader sees one, which may have been cut in half. */
function withoutLastLetter(text: string): string {
  if (typeof Intl.Segmenter !== 'function') return text.replace(/\p{M}+$/u, '');
  const letters = [...new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(text)];
  return letters
    .slice(0, -1)
    .map(({ segment }) => segment)
    .join('');
}

/**
 * `text` cut to three SMS parts at the last space that fits (a Bengali word is never split),
 * ending with an ellipsis that keeps the encoding: three dots for GSM text, "…" otherwise.
 */
export function cappedForSms(text: string): string {
  const gsm = isGsmText(text);
  const limit = SMS_PARTS * (gsm ? 153 : 67);
  if (text.length <= limit) return text;
  const ellipsis = gsm ? '...' : '…';
  const start = startWithin(text, limit - ellipsis.length);
  const endsAWord = /^\s/.test(text.slice(start.length));
  const space = start.search(/\s\S*$/);
  const whole = endsAWord ? start : space > 0 ? start.slice(0, space) : withoutLastLetter(start);
  return `${whole.trimEnd()}${ellipsis}`;
}
