/**
 * Why something a visitor sent did not reach the centre, in the three cases a visitor can act on:
 * the site is turning senders away (a limit, a throttle), the phone could not reach it, or it was
 * not sent for another reason. Every form then offers the same hand-over (WhatsApp, SMS, a call).
 */
export type SendFailure = 'busy' | 'offline' | 'not-sent';
