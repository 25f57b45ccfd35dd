import { SendFailure, type Email, type SendEmail } from './notices';

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
 * Answers that sending again will not change: a request EmailJS cannot take (400), a key or a
 * grant it refuses (401, 403: a revoked mailbox grant, the monthly allowance used up) and a
 * template it cannot fill (422). A 429 or a 5xx, a time-out or a dropped connection passes.
 */
const isPermanent = (status: number) =>
  status >= 400 && status < 500 && ![408, 429].includes(status);

/**
 * Sends through EmailJS's `email/send`: the template's `{{subject}}`, `{{message}}` (plain text)
 * and `{{{message_html}}}` (HTML) take the e-mail's. Any answer but 200 throws a SendFailure that
 * says whether trying again could help.
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
    }).catch((error: unknown) => {
      throw new SendFailure(`EmailJS could not be reached: ${String(error)}`, false);
    });
    if (!response.ok) {
      throw new SendFailure(
        `EmailJS answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
        isPermanent(response.status),
      );
    }
  };
}
