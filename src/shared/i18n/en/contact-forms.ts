/**
 * The words of the contact pages' two forms: the site's contact namespace spreads them in, and the page the
 * function behind `/api/send/…` answers with (functions/src/send-form-page.ts) reads them too.
 */
export const contactForms = {
  homeSampleEnquiry: {
    labels: {
      title: 'Your name',
      mobile: 'Mobile number',
      pin: 'PIN code',
      city: 'City or town',
      enquiry: 'Test name',
    },
    submit: 'Request home collection',
    sentNext: 'We will call you on the number you gave to fix a time for the collection.',
    /** Heads the WhatsApp or SMS message of an enquiry the site could not send. */
    handOverSubject: 'Home sample collection request',
  },
  feedbackForm: {
    /** The two feedback tabs share one form and the same stored keys; their wording differs. */
    online: {
      intro: 'Tell us what we do well and what we should do better.',
      lastvisit: 'Centre you last visited',
      enquiry: 'Your feedback',
    },
    experience: {
      intro: 'How did your test go, from sample collection to the report?',
      lastvisit: 'Centre where you had your test',
      enquiry: 'Tell us about your test experience',
    },
    labels: { title: 'Your name', mobile: 'Mobile number', emailaddress: 'E-mail address' },
    submit: 'Send feedback',
    sentNext: 'Thank you for writing to us.',
    handOverSubject: 'Feedback',
  },
};
