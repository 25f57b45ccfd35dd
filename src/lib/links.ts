import { site } from '../config/site';

const digitsOnly = (phone: string) => phone.replace(/\D/g, '');

/** A telephone-call link, e.g. `tel:+910000001212`. */
export function telHref(phone: string = site.centreNumber): string {
  const digits = digitsOnly(phone);
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
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
