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
};
