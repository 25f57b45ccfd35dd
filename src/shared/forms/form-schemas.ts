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

/** The home visit's four fields, in order: name, mobile, city, the tests needed. */
export const homeVisitSchema = schemaOf(submissionCollections.homeVisit.maxLengths, {
  from_name: textSchema,
  from_mobile: mobileSchema,
  from_city: textSchema,
  from_labtestname: textSchema,
});

/** Whom the centre calls about an upload, checked as the other forms check a name and mobile. */
export const prescriptionSenderSchema = {
  title: textSchema(submissionCollections.homeSampleEnquiry.maxLengths.title),
  mobile: mobileSchema(submissionCollections.homeSampleEnquiry.maxLengths.mobile),
};
