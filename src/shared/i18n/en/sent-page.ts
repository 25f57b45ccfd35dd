/**
 * The page a form sent without the app gets back (functions/src/send-form-page.ts): the function
 * behind `/api/send/…` writes it, so it is not one of the app's namespaces.
 */
export const sentPage = {
  received: {
    title: 'Received',
    heading: 'We have received it. Thank you.',
    summary: 'What you sent us:',
  },
  fix: {
    title: 'Please check the form',
    heading: 'Some details need correcting',
  },
  notSent: { title: 'Not sent' },
  prescription: {
    title: 'Send your prescription on WhatsApp',
    heading: 'Please send the photo of your prescription on WhatsApp',
    why: 'A file can only be sent from this page with JavaScript on. Your name and number are kept below and in the message.',
  },
  formAgain: 'Your form, as you filled it in:',
  sendAgain: 'Send again',
  back: 'Back to the site',
};
