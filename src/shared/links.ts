import { site } from './site';

const digitsOnly = (phone: string) => phone.replace(/\D/g, '');
/** The number as a phone dials it: digits, after a + when it has one. */
const dialled = (phone: string) => `${phone.trim().startsWith('+') ? '+' : ''}${digitsOnly(phone)}`;

/** A telephone-call link, e.g. `tel:+910000001212`. */
export function telHref(phone: string = site.centreNumber): string {
  return `tel:${dialled(phone)}`;
}

/** An SMS to the number with its text written in (RFC 5724), as Android's messaging apps take it. */
export function smsHref(phone: string, body: string): string {
  return `sms:${dialled(phone)}?body=${encodeURIComponent(body)}`;
}

/**
 * `text` encoded for an address's query, its letters beyond ASCII left as they are: a browser
 * encodes them as it follows the link, and a Bengali letter written out is a third of its
 * percent-encoded bytes in a list page's HTML, which carries one such link for every test.
 */
const queryText = (text: string) =>
  encodeURIComponent(text).replace(/(?:%[89A-F][0-9A-F])+/g, decodeURIComponent);

/**
 * The chat link that opens a conversation with the centre, with the prefilled text: the spec's
 * "I am Interested", or a sentence naming the test or package the visitor asks about.
 */
export function whatsAppHref(
  phone: string = site.centreNumber,
  text: string = site.whatsAppText,
): string {
  return `https://wa.me/${digitsOnly(phone)}?text=${queryText(text)}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
