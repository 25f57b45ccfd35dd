import {
  emailSchema,
  mobileSchema,
  pinSchema,
  textSchema,
  type FieldSchema,
  type FormSchema,
} from './field-schemas';
import { submissionCollections } from '../collections';

/**
 * Each form's fields and checks, read by the forms themselves and by the function that takes a
 * form the browser sent on its own (functions/src/send-form.ts), so both check alike.
 */

/**
 * A form of a stored record's keys, each checked as `checks` says and held to the length the
 * security rules allow that key (`maxLengths` from src/shared/collections.ts, which the rules'
 * tests read too).
 */
function schemaOf<F extends string>(
  maxLengths: Readonly<Record<F, number>>,
  checks: Record<F, (maxLength: number) => FieldSchema>,
): FormSchema<F> {
  return Object.fromEntries(
    (Object.keys(checks) as F[]).map((field) => [field, checks[field](maxLengths[field])]),
  ) as FormSchema<F>;
}

/** The home sample enquiry form: name, mobile, PIN, city, test name. */
export const homeSampleEnquirySchema = schemaOf(
  submissionCollections.homeSampleEnquiry.maxLengths,
  {
    title: textSchema,
    mobile: mobileSchema,
    pin: pinSchema,
    city: textSchema,
    enquiry: textSchema,
  },
);

/** The feedback form: name, mobile, e-mail, last visited centre, message. */
export const feedbackSchema = schemaOf(submissionCollections.feedback.maxLengths, {
  title: textSchema,
  mobile: mobileSchema,
  emailaddress: emailSchema,
  lastvisit: textSchema,
  enquiry: textSchema,
});

/**
 * The home visit's four fields, in order, and the longest each may hold (the request goes by
 * e-mail, not to Firestore); the mobile is checked as the contact page's forms check it.
 */
export const homeVisitSchema = {
  from_name: textSchema(100),
  from_mobile: mobileSchema(20),
  from_city: textSchema(100),
  from_labtestname: textSchema(300),
};

/** Whom the centre calls about an upload, checked as the other forms check a name and mobile. */
export const prescriptionSenderSchema = {
  title: textSchema(submissionCollections.homeSampleEnquiry.maxLengths.title),
  mobile: mobileSchema(submissionCollections.homeSampleEnquiry.maxLengths.mobile),
};
