/**
 * The words of the home-visit page's two forms: the site's landing namespace spreads them in, and the page the
 * function behind `/api/send/…` answers with (functions/src/send-form-page.ts) reads them too.
 */
export const landingForms = {
  form: {
    heading: 'BOOK A HOME VISIT NOW',
    intro: 'Tell us who needs the test and where. We will call you back to fix a time.',
    fields: {
      from_name: 'Patient or doctor’s name',
      from_mobile: 'Mobile number',
      from_city: 'City or area',
      from_labtestname: 'Test name',
    },
    testHint: 'As written on the prescription, e.g. “CBC, lipid profile”.',
    submit: 'Book home visit',
    sent: 'Your message was sent successfully.',
    sentNext: 'We will call you back soon to fix a time.',
    /** The demo site, which sends nothing: said plainly, never as a success. */
    keptHeading: 'This is the demo site: nothing was sent.',
    keptLocally:
      'What you typed is kept on this device only, and the centre has not received it. To book, please call us.',
    demoNotice: 'Demo site: requests are kept in this browser, not sent.',
    /** Heads the WhatsApp or SMS message of a request the site could not send. */
    handOverSubject: 'Home visit request',
  },
  upload: {
    heading: 'Upload Prescription',
    intro:
      'Send us a photo or PDF of your prescription and we will call you on the number you give with the tests and prices, during our opening hours, usually the same day.',
    sender: { title: 'Your name', mobile: 'Mobile number' },
    label: 'Prescription file',
    choose: 'Choose file',
    noFile: 'No file chosen',
    limits: (megabytes: number) =>
      `A photo (JPG, PNG, WebP, HEIC) or a PDF, up to ${megabytes} MB.`,
    submit: 'Upload prescription',
    chooseFirst: 'Choose a photo or PDF of the prescription first.',
    chooseAnother: 'This file cannot be sent: choose another photo or PDF.',
    uploading: 'Uploading…',
    progress: 'Upload progress',
    sent: 'Prescription uploaded successfully.',
    sentNext:
      'We will call you on this number with the tests and prices during our opening hours, usually the same day.',
    keptHeading: 'This is the demo site: nothing was uploaded.',
    keptLocally:
      'The file was checked and noted on this device only, and the centre has not received it. Please call us or send it on WhatsApp.',
    problems: {
      'wrong-type':
        'This file is not a photo or a PDF. Choose a photo (JPG, PNG, WebP, HEIC) or a PDF.',
      'too-large': (megabytes: number) =>
        `This file is larger than ${megabytes} MB. Choose a smaller photo or PDF.`,
      empty: 'This file is empty. Choose the photo or PDF again.',
    },
    handOverSubject: 'Prescription',
  },
};
