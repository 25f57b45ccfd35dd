import {
  emailSchema,
  mobileSchema,
  pinSchema,
  textSchema,
  type FormSchema,
} from '../../components/form-kit/field-schemas';
import { submissionCollections, type SubmissionKind } from '../../shared/collections';

type SchemaOf<K extends SubmissionKind> = FormSchema<
  keyof (typeof submissionCollections)[K]['maxLengths'] & string
>;

const enquiryMax = submissionCollections.homeSampleEnquiry.maxLengths;
const feedbackMax = submissionCollections.feedback.maxLengths;

/** The home sample enquiry form: name, mobile, PIN, city, test name. */
export const homeSampleEnquirySchema: SchemaOf<'homeSampleEnquiry'> = {
  title: textSchema(enquiryMax.title),
  mobile: mobileSchema(enquiryMax.mobile),
  pin: pinSchema(enquiryMax.pin),
  city: textSchema(enquiryMax.city),
  enquiry: textSchema(enquiryMax.enquiry),
};

/** The feedback form: name, mobile, e-mail, last visited centre, message. */
export const feedbackSchema: SchemaOf<'feedback'> = {
  title: textSchema(feedbackMax.title),
  mobile: mobileSchema(feedbackMax.mobile),
  emailaddress: emailSchema(feedbackMax.emailaddress),
  lastvisit: textSchema(feedbackMax.lastvisit),
  enquiry: textSchema(feedbackMax.enquiry),
};
