import type { Email, SendEmail } from './notifications';

/**
 * EmailJS's REST API, through the staff notifications' own EmailJS account (docs/staff.md,
 * "Hearing of every enquiry"): private key required and the recipient fixed in the template, so
 * the ids in the site's bundle, which belong to the home-visit form's account, cannot send here.
 */
export interface EmailJsSettings {
  /** https://api.emailjs.com, or a stand-in in tests. */
  origin: string;
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** The account's private key: a function secret, never in the code or the site. */
  privateKey: string;
}

/**
 * Sends through EmailJS's `email/send`: the template's `{{subject}}`, `{{message}}` (plain text)
 * and `{{{message_html}}}` (HTML) take the e-mail's. Any answer but 200 throws, so the platform
 * retries the event.
 */
export function emailJsSender(settings: EmailJsSettings): SendEmail {
  return async ({ subject, message, messageHtml }: Email) => {
    const response = await fetch(`${settings.origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service_id: settings.serviceId,
        template_id: settings.templateId,
        user_id: settings.publicKey,
        accessToken: settings.privateKey,
        template_params: { subject, message, message_html: messageHtml },
      }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) {
      throw new Error(
        `EmailJS answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
    }
  };
}
