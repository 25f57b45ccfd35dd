import type { RefObject } from 'react';
import { CallButton } from '../../components/contact-buttons';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { site } from '../../config/site';
import { useNamespace } from '../../i18n/messages';
import type { SubmissionStatus } from './use-submission-form';
import { contact as contactEn } from '../../i18n/en/contact';

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
  const t = useNamespace('contact', contactEn).form;
  const error =
    status === 'missing'
      ? t.alerts.missing
      : status === 'invalid'
        ? t.alerts.invalid
        : status === 'failed'
          ? t.alerts.failed(site.centreNumber)
          : null;
  return (
    <>
      <div role="status">
        {status === 'sent' && (
          <DismissibleAlert
            variant="success"
            alertRef={alertRef}
            dismissLabel={t.dismiss}
            onDismiss={onDismiss}
          >
            <p className="fw-semibold mb-1">{t.alerts.sent}</p>
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
          dismissLabel={t.dismiss}
          onDismiss={onDismiss}
        >
          <p className="fw-semibold mb-0">{error}</p>
          {status === 'failed' && (
            <CallButton
              className="btn btn-outline-danger mt-2"
              label={t.callCentre(site.centreNumber)}
            />
          )}
        </DismissibleAlert>
      )}
    </>
  );
}
