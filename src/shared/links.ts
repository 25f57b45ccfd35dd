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
 * The chat link that opens a conversation with the centre, with the prefilled text: the spec's
 * "I am Interested", or a sentence naming the test or package the visitor asks about.
 */
export function whatsAppHref(
  phone: string = site.centreNumber,
  text: string = site.whatsAppText,
): string {
  return `https://wa.me/${digitsOnly(phone)}?text=${encodeURIComponent(text)}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
