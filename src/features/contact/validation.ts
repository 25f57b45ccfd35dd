import {
  emailSchema,
  mobileSchema,
  pinSchema,
  textSchema,
  type FieldSchema,
  type FormSchema,
} from '../../components/form-kit/field-schemas';
import { submissionCollections } from '../../shared/collections';

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
