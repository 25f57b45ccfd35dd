import { mobileSchema, textSchema } from '../../components/form-kit/field-schemas';
import { submissionCollections } from '../../data/collections';

/**
 * What the landing page's two forms check, shared by the forms and by the function that takes
 * them when the browser sends them itself (functions/src/send-form.ts).
 */

/** The home visit's four fields (src/data/home-visit.ts, homeVisitFields) and their limits. */
export const homeVisitMaxLengths = {
  from_name: 100,
  from_mobile: 20,
  from_city: 100,
  from_labtestname: 300,
};

/** The four fields, in order; the mobile is checked as the contact page's forms check it. */
export const homeVisitSchema = {
  from_name: textSchema(homeVisitMaxLengths.from_name),
  from_mobile: mobileSchema(homeVisitMaxLengths.from_mobile),
  from_city: textSchema(homeVisitMaxLengths.from_city),
  from_labtestname: textSchema(homeVisitMaxLengths.from_labtestname),
};

/** Whom the centre calls about an upload, checked as the other forms check a name and mobile. */
export const prescriptionSenderLengths = {
  title: submissionCollections.homeSampleEnquiry.maxLengths.title,
  mobile: submissionCollections.homeSampleEnquiry.maxLengths.mobile,
};
export const prescriptionSenderSchema = {
  title: textSchema(prescriptionSenderLengths.title),
  mobile: mobileSchema(prescriptionSenderLengths.mobile),
};
