/** What every form says, whichever page it is on (src/components/form-kit). */
export const forms = {
  allRequired: 'All fields are required.',
  sending: 'Sending…',
  dismiss: 'Dismiss message',
  alerts: {
    missing: 'All fields are mandatory!',
    invalid: 'Some details need correcting: see the message under each marked field.',
  },
  problems: {
    missing: 'Please fill this in.',
    tooLong: (max: number) => `Please shorten this to ${max} characters or fewer.`,
    mobile: 'Enter a 10-digit mobile number, for example 98765 43210 (+91 is fine).',
    pin: 'Enter a 6-digit PIN code, for example 741101.',
    email: 'Enter an e-mail address such as name@example.com.',
  },
  /** While the hand-over's own text is on its way, or if this phone could not fetch it. */
  notSent: 'This was not sent. What you typed is still here.',
  callCentre: (phone: string) => `Call ${phone}`,
  /** The demo site, which sends nothing: said plainly, never as a success. */
  keptHeading: 'This is the demo site: nothing was sent.',
  keptLocally:
    'What you typed is kept on this device only, and the centre has not received it. Please call us or write on WhatsApp.',
  /** Heads the summary under a form's success message. */
  askedHeading: 'What you asked for:',
  /** The short notice before each send button of a form that collects personal data. */
  personalData: {
    heading: 'Your personal data',
    collected: {
      homeSampleEnquiry:
        'We collect your name, mobile number, PIN code, city and the test you need, only to call you back and arrange your sample collection.',
      feedback:
        'We collect your name, mobile number, e-mail address, the centre you visited and your message, only to reply to you and improve our service.',
      homeVisit:
        'We collect your name, mobile number, city and the test you need, only to call you back and arrange the visit.',
      prescription:
        'We collect your name, mobile number and the prescription, only to call you about the tests it asks for.',
    },
    kept: (days: number) =>
      `They are deleted within ${days} days. We do not sell them or use them for advertising.`,
    moreLink: 'How we handle your personal data',
    moreAfter: ': your rights, and how to withdraw consent or ask for erasure.',
  },
};
