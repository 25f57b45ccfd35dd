import { submissionCollections } from '../../data/collections';
import { addFeedback } from '../../data/submissions';
import { useNamespace } from '../../i18n/messages';
import { SubmissionForm } from './submission-form';
import { feedbackSchema } from './validation';
import { contact as contactEn } from '../../i18n/en/contact';

/**
 * Which feedback tab the form sits in. Both store the same keys (the security rules allow no
 * other), so the tabs differ in wording only; see docs/decisions.md.
 */
export type FeedbackVariant = 'online' | 'experience';

/** The feedback form of the "Online Feedback" and "In-Diagnostics Test experience" tabs. */
export function FeedbackForm({ variant }: { variant: FeedbackVariant }) {
  const m = useNamespace('contact', contactEn);
  const t = m.feedbackForm;
  const wording = t[variant];
  return (
    <SubmissionForm
      schema={feedbackSchema}
      maxLengths={submissionCollections.feedback.maxLengths}
      fields={{
        title: { label: t.labels.title, autoComplete: 'name' },
        mobile: { label: t.labels.mobile, autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
        emailaddress: {
          label: t.labels.emailaddress,
          autoComplete: 'email',
          type: 'email',
          inputMode: 'email',
        },
        lastvisit: { label: wording.lastvisit, autoComplete: 'off' },
        enquiry: { label: wording.enquiry, autoComplete: 'off', multiline: true },
      }}
      draftName={`feedback-${variant}`}
      send={addFeedback}
      intro={wording.intro}
      submitLabel={t.submit}
      sentNext={t.sentNext}
      collected={m.personalData.feedback}
    />
  );
}
