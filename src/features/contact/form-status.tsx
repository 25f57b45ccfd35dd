import type { RefObject } from 'react';
import { CallButton } from '../../components/contact-buttons';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { site } from '../../config/site';
import { useContactMessages } from '../../i18n/use-contact-messages';
import type { SubmissionStatus } from './use-submission-form';

interface FormStatusProps {
  status: SubmissionStatus | null;
  /** A new attempt makes a new alert, so the same message is announced again. */
  attempt: number;
  /** What happens after a successful submission, told after "Submitted successfully!". */
  sentNext: string;
  onDismiss: () => void;
  alertRef: RefObject<HTMLDivElement | null>;
}

/**
 * The form's message. Errors are alerts, read out at once; success goes into a status region that
 * is always on the page, so screen readers notice when it fills.
 */
export function FormStatus({ status, attempt, sentNext, onDismiss, alertRef }: FormStatusProps) {
  const text = useContactMessages().contact.form;
  const error =
    status === 'missing'
      ? text.alerts.missing
      : status === 'invalid'
        ? text.alerts.invalid
        : status === 'failed'
          ? text.alerts.failed(site.centreNumber)
          : null;
  return (
    <>
      <div role="status">
        {status === 'sent' && (
          <DismissibleAlert
            variant="success"
            alertRef={alertRef}
            dismissLabel={text.dismiss}
            onDismiss={onDismiss}
          >
            <p className="fw-semibold mb-1">{text.alerts.sent}</p>
            <p className="mb-0">{sentNext}</p>
          </DismissibleAlert>
        )}
      </div>
      {error !== null && (
        <DismissibleAlert
          key={attempt}
          variant="danger"
          role="alert"
          alertRef={alertRef}
          dismissLabel={text.dismiss}
          onDismiss={onDismiss}
        >
          <p className="fw-semibold mb-0">{error}</p>
          {status === 'failed' && (
            <CallButton
              className="btn btn-outline-danger mt-2"
              label={text.callCentre(site.centreNumber)}
            />
          )}
        </DismissibleAlert>
      )}
    </>
  );
}
