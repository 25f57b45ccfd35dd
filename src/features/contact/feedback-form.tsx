import { GoogleReviewInvite } from '../../components/after-load';
import type { FeedbackFields } from '../../data/submissions';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { SubmissionForm } from './submission-form';
import { feedbackSchema } from '../../shared/forms/form-schemas';

/**
 * Which feedback tab the form sits in. Both store the same keys (the security rules allow no
 * other), so the tabs differ in wording only
 * (docs/decisions/018-the-feedback-tabs-differ-in-wording-only.md).
 */
export type FeedbackVariant = 'online' | 'experience';

/** The port's part is loaded when the visitor sends, not with the page. */
const send = async (fields: FeedbackFields) => {
  const { addFeedback } = await import('../../data/submissions');
  return addFeedback(fields);
};

/** The feedback form of the "Online Feedback" and "In-Diagnostics Test experience" tabs. */
export function FeedbackForm({ variant }: { variant: FeedbackVariant }) {
  const messages = useContactMessages();
  const text = messages.contact.feedbackForm;
  const wording = text[variant];
  return (
    <SubmissionForm
      schema={feedbackSchema}
      fields={{
        title: { label: text.labels.title, autoComplete: 'name' },
        mobile: { label: text.labels.mobile, autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
        emailaddress: {
          label: text.labels.emailaddress,
          autoComplete: 'email',
          type: 'email',
          inputMode: 'email',
        },
        lastvisit: { label: wording.lastvisit, autoComplete: 'off' },
        enquiry: { label: wording.enquiry, autoComplete: 'off', multiline: true },
      }}
      draftName={`feedback-${variant}`}
      send={send}
      intro={wording.intro}
      submitLabel={text.submit}
      sentNext={text.sentNext}
      handOverSubject={text.handOverSubject}
      collecting="feedback"
      noScriptForm="feedback"
      variant={variant}
      afterSent={<GoogleReviewInvite afterFeedback className="mt-2 mb-0" />}
    />
  );
}
