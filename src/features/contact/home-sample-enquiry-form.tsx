import { usePinOutsideHint } from '../../components/pin-outside-hint';
import type { HomeSampleEnquiryFields } from '../../data/submissions';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { SubmissionForm } from './submission-form';
import { homeSampleEnquirySchema } from '../../shared/forms/form-schemas';

/** The port's part is loaded when the visitor sends, not with the page. */
const send = async (fields: HomeSampleEnquiryFields) => {
  const { addHomeSampleEnquiry } = await import('../../data/submissions');
  return addHomeSampleEnquiry(fields);
};

/**
 * The home sample enquiry form of /contact-us and /home-sample-colllection; `test`, the test or
 * package a visitor chose to book, starts the test field when it is empty.
 */
export function HomeSampleEnquiryForm({ intro, test }: { intro?: string; test?: string }) {
  const messages = useContactMessages();
  const labels = messages.contact.homeSampleEnquiry.labels;
  const pinOutside = usePinOutsideHint();
  return (
    <SubmissionForm
      schema={homeSampleEnquirySchema}
      fields={{
        title: { label: labels.title, autoComplete: 'name' },
        mobile: { label: labels.mobile, autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
        pin: { label: labels.pin, autoComplete: 'postal-code', inputMode: 'numeric' },
        city: { label: labels.city, autoComplete: 'address-level2' },
        enquiry: { label: labels.enquiry, autoComplete: 'off', wide: true },
      }}
      draftName="home-sample-enquiry"
      send={send}
      intro={intro}
      submitLabel={messages.contact.homeSampleEnquiry.submit}
      sentNext={messages.contact.homeSampleEnquiry.sentNext}
      handOverSubject={messages.contact.homeSampleEnquiry.handOverSubject}
      collecting="homeSampleEnquiry"
      noScriptForm="homeSampleEnquiry"
      prefill={test === undefined ? undefined : { enquiry: test }}
      hintFor={(field, value) => (field === 'pin' ? pinOutside(value) : undefined)}
    />
  );
}
