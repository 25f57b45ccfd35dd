import { contactForms } from '../../shared/i18n/en/contact-forms';
export const contact = {
  contactUs: {
    title: 'Contact Us',
    description: 'Call, WhatsApp or write to the centre, or ask for a home sample collection.',
    reachUsHeading: 'Reach us',
    centreHeading: 'Our centre',
    officeHeading: 'Corporate office',
    helplinesHeading: 'Helplines',
    emailHeading: 'E-mail',
    whatsApp: 'Chat on WhatsApp',
    enquiryHeading: 'Book a home sample collection',
    enquiryIntro: 'Tell us the test you need and where you are; we will call you to fix a time.',
    feedbackHeading: 'Feedback',
  },
  feedback: {
    title: 'Feedback',
    description: 'Tell us about your visit or your test experience.',
    intro: 'Your feedback helps us serve you better. Choose how you would like to reach us.',
  },
  homeCollection: {
    title: 'Home Collection Services',
    description: 'Ask for a home sample collection: fill in the form and we will call you back.',
    // Shown in capitals by the stylesheet; written in sentence case so screen readers say words.
    instruction: 'To book your home collection, please fill up the form below:',
  },
  /** The spec's success message of the two forms (its "Submited Successfuly!", spelt right). */
  sent: 'Submitted successfully!',
  ...contactForms,
  feedbackTabs: {
    label: 'Ways to give feedback',
    online: 'Online Feedback',
    experience: 'In-Diagnostics Test experience',
    helpLine: 'Help Line',
    helpLineIntro: 'Would you rather talk to us? Call or write; we read every message.',
    phone: 'Phone',
    email: 'E-mail',
  },
};
