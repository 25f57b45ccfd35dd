import {
  feedbackSchema,
  homeSampleEnquirySchema,
  homeVisitSchema,
  prescriptionSenderSchema,
} from '../../src/shared/forms/form-schemas';
import type { NoScriptForm } from '../../src/shared/forms/no-script-forms';
import { contactForms as bengaliContactForms } from '../../src/shared/i18n/bn/contact-forms';
import { forms as bengaliForms } from '../../src/shared/i18n/bn/forms';
import { handOver as bengaliHandOver } from '../../src/shared/i18n/bn/hand-over';
import { landingForms as bengaliLandingForms } from '../../src/shared/i18n/bn/landing-forms';
import { sentPage as bengaliSentPage } from '../../src/shared/i18n/bn/sent-page';
import { contactForms } from '../../src/shared/i18n/en/contact-forms';
import { forms } from '../../src/shared/i18n/en/forms';
import { handOver } from '../../src/shared/i18n/en/hand-over';
import { landingForms } from '../../src/shared/i18n/en/landing-forms';
import { sentPage } from '../../src/shared/i18n/en/sent-page';
import type { Language } from '../../src/shared/page-language';

/**
 * What the page of a form sent without the app (./send-form-page.ts) shows of each form: its
 * fields with their labels and limits, its button and its words, in the visitor's language, as
 * the form's own page shows them.
 */

/** Which feedback tab a feedback form came from; the two differ in two labels. */
export type FeedbackVariant = 'online' | 'experience';

/** Each language's words for these pages. */
export const texts = {
  en: { contactForms, forms, handOver, landingForms, sentPage },
  bn: {
    contactForms: bengaliContactForms,
    forms: bengaliForms,
    handOver: bengaliHandOver,
    landingForms: bengaliLandingForms,
    sentPage: bengaliSentPage,
  },
};

interface FieldSpec {
  name: string;
  label: string;
  maxLength: number;
  type: 'text' | 'tel' | 'email';
  multiline: boolean;
}

export interface FormSpec {
  /** The form's own heading: what it is, as on its page. */
  heading: string;
  fields: FieldSpec[];
  submit: string;
  /** Heads the WhatsApp or SMS message. */
  subject: string;
  /** What happens next, once received. */
  sentNext: string;
}

const field = (
  name: string,
  label: string,
  maxLength: number,
  type: FieldSpec['type'] = 'text',
  multiline = false,
): FieldSpec => ({ name, label, maxLength, type, multiline });

/** A form's fields, labels and words in a language, as its page shows them. */
export function formSpec(
  form: NoScriptForm,
  language: Language,
  variant: FeedbackVariant = 'online',
): FormSpec {
  const text = texts[language];
  if (form === 'homeSampleEnquiry') {
    const words = text.contactForms.homeSampleEnquiry;
    const schema = homeSampleEnquirySchema;
    return {
      heading: words.handOverSubject,
      fields: [
        field('title', words.labels.title, schema.title.maxLength),
        field('mobile', words.labels.mobile, schema.mobile.maxLength, 'tel'),
        field('pin', words.labels.pin, schema.pin.maxLength),
        field('city', words.labels.city, schema.city.maxLength),
        field('enquiry', words.labels.enquiry, schema.enquiry.maxLength),
      ],
      submit: words.submit,
      subject: words.handOverSubject,
      sentNext: words.sentNext,
    };
  }
  if (form === 'feedback') {
    const words = text.contactForms.feedbackForm;
    const schema = feedbackSchema;
    return {
      heading: words.handOverSubject,
      fields: [
        field('title', words.labels.title, schema.title.maxLength),
        field('mobile', words.labels.mobile, schema.mobile.maxLength, 'tel'),
        field('emailaddress', words.labels.emailaddress, schema.emailaddress.maxLength, 'email'),
        field('lastvisit', words[variant].lastvisit, schema.lastvisit.maxLength),
        field('enquiry', words[variant].enquiry, schema.enquiry.maxLength, 'text', true),
      ],
      submit: words.submit,
      subject: words.handOverSubject,
      sentNext: words.sentNext,
    };
  }
  if (form === 'homeVisit') {
    const words = text.landingForms.form;
    const schema = homeVisitSchema;
    return {
      heading: words.heading,
      fields: [
        field('from_name', words.fields.from_name, schema.from_name.maxLength),
        field('from_mobile', words.fields.from_mobile, schema.from_mobile.maxLength, 'tel'),
        field('from_city', words.fields.from_city, schema.from_city.maxLength),
        field('from_labtestname', words.fields.from_labtestname, schema.from_labtestname.maxLength),
      ],
      submit: words.submit,
      subject: words.handOverSubject,
      sentNext: words.sentNext,
    };
  }
  const words = text.landingForms.upload;
  return {
    heading: words.heading,
    fields: [
      field('title', words.sender.title, prescriptionSenderSchema.title.maxLength),
      field('mobile', words.sender.mobile, prescriptionSenderSchema.mobile.maxLength, 'tel'),
    ],
    submit: words.submit,
    subject: words.handOverSubject,
    sentNext: words.sentNext,
  };
}
