import { submissionCollections } from '../../data/collections';
import { addHomeSampleEnquiry } from '../../data/submissions';
import { useNamespace } from '../../i18n/messages';
import { SubmissionForm } from './submission-form';
import { homeSampleEnquirySchema } from './validation';
import { contact as contactEn } from '../../i18n/en/contact';

/** The home sample enquiry form of /contact-us and /home-sample-colllection. */
export function HomeSampleEnquiryForm({ intro }: { intro?: string }) {
  const m = useNamespace('contact', contactEn);
  const labels = m.homeSampleEnquiry.labels;
  return (
    <SubmissionForm
      schema={homeSampleEnquirySchema}
      maxLengths={submissionCollections.homeSampleEnquiry.maxLengths}
      fields={{
        title: { label: labels.title, autoComplete: 'name' },
        mobile: { label: labels.mobile, autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
        pin: { label: labels.pin, autoComplete: 'postal-code', inputMode: 'numeric' },
        city: { label: labels.city, autoComplete: 'address-level2' },
        enquiry: { label: labels.enquiry, autoComplete: 'off', wide: true },
      }}
      draftName="home-sample-enquiry"
      send={addHomeSampleEnquiry}
      intro={intro}
      submitLabel={m.homeSampleEnquiry.submit}
      sentNext={m.homeSampleEnquiry.sentNext}
      collected={m.personalData.homeSampleEnquiry}
    />
  );
}
