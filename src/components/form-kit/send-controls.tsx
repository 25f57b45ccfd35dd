import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { site } from '../../shared/site';
import { useFormsMessages } from '../../i18n/use-forms-messages';
import { CallButton } from '../contact-buttons';
import { DismissibleAlert } from '../dismissible-alert';
import type { HandOverRequest } from './hand-over';
import type { HandOverLine } from '../../shared/forms/hand-over-text';
import { loadedHandOver, loadHandOver } from './hand-over-loader';
import type { SendState } from './use-send-form';
import './form-kit.scss';

/** A form's own words around its send. */
export interface SendText {
  submit: string;
  /** What happened, and what happens next. */
  sent: string;
  sentNext: string;
  /** The demo site's words for a send it kept in this browser; the kit's own unless given. */
  keptHeading?: string;
  keptLocally?: string;
  /** Heads the WhatsApp or SMS message a failed send hands over. */
  handOverSubject: string;
}

interface SendControlsProps {
  /** useSendForm's `sending`. */
  sending: SendState;
  text: SendText;
  /** What the last send asked for, summed up under its message (useSendForm's `sentLines`). */
  asked: HandOverLine[];
  /** What the visitor typed, for the hand-over (useSendForm's `typedLines`). */
  typed: HandOverLine[];
  /** A prescription: the photo goes on WhatsApp. */
  photo?: boolean;
  /** The button's words while sending; "Sending…" unless given. */
  sendingLabel?: string;
  buttonClassName: string;
  /** The button waits for more than the fields (a file to upload). */
  waiting?: boolean;
  /** What the button waits for, when it says so (an element's id). */
  describedBy?: string;
  /** What the message of a stored send (sent, or kept on the demo) shows after its summary. */
  afterSent?: ReactNode;
}

/**
 * A form's message and its button. Errors are alerts, read out at once; success goes into a
 * status region that is always on the page, so screen readers notice when it fills, and says
 * what was asked for; on the demo site it says first that nothing was sent. A failed
 * send shows the hand-over, from a chunk of its own fetched after the page loaded. While sending
 * the button is locked and says so.
 */
export function SendControls({
  sending: { status, sendError, attempt, submitting, dismissStatus, statusElement, submitButton },
  text: form,
  asked,
  typed,
  photo = false,
  sendingLabel,
  buttonClassName,
  waiting = false,
  describedBy,
  afterSent,
}: SendControlsProps) {
  const text = useFormsMessages().forms;
  const error =
    status === 'missing' ? text.alerts.missing : status === 'invalid' ? text.alerts.invalid : null;
  const success =
    status === 'sent'
      ? { heading: form.sent, next: form.sentNext }
      : status === 'kept'
        ? {
            heading: form.keptHeading ?? text.keptHeading,
            next: form.keptLocally ?? text.keptLocally,
          }
        : null;
  return (
    <>
      <div role="status">
        {success !== null && (
          <DismissibleAlert
            variant={status === 'sent' ? 'success' : 'warning'}
            alertRef={statusElement}
            dismissLabel={text.dismiss}
            onDismiss={dismissStatus}
          >
            <p className="fw-semibold mb-1">{success.heading}</p>
            <p className="mb-0">{success.next}</p>
            {asked.length > 0 && <SentSummary heading={text.askedHeading} lines={asked} />}
            {afterSent}
          </DismissibleAlert>
        )}
      </div>
      {(error !== null || status === 'failed') && (
        <DismissibleAlert
          key={attempt}
          variant="danger"
          role="alert"
          alertRef={statusElement}
          dismissLabel={text.dismiss}
          onDismiss={dismissStatus}
        >
          {status === 'failed' ? (
            <HandOverSlot
              sendError={sendError}
              request={{ subject: form.handOverSubject, lines: typed, photo }}
            />
          ) : (
            <p className="fw-semibold mb-0">{error}</p>
          )}
        </DismissibleAlert>
      )}
      <button
        ref={submitButton}
        type="submit"
        className={buttonClassName}
        disabled={submitting || waiting}
        aria-describedby={describedBy}
      >
        {submitting ? (sendingLabel ?? text.sending) : form.submit}
      </button>
    </>
  );
}

/** The hand-over, or, until its chunk is here (or if it cannot be fetched), a call to the centre. */
function HandOverSlot({ sendError, request }: { sendError: unknown; request: HandOverRequest }) {
  const [module, setModule] = useState(loadedHandOver);
  useEffect(() => {
    if (module === null) loadHandOver().then(setModule, () => undefined);
  }, [module]);
  const waiting = <NotSent />;
  if (module === null) return waiting;
  return (
    <Suspense fallback={waiting}>
      <module.HandOver sendError={sendError} request={request} />
    </Suspense>
  );
}

function NotSent() {
  const text = useFormsMessages().forms;
  return (
    <>
      <p className="fw-semibold mb-2">{text.notSent}</p>
      <CallButton className="btn btn-outline-danger" label={text.callCentre(site.centreNumber)} />
    </>
  );
}

/** What a send asked for, each field under its label, so the visitor can check it at a glance. */
function SentSummary({ heading, lines }: { heading: string; lines: HandOverLine[] }) {
  return (
    <>
      <p className="fw-semibold mt-2 mb-1">{heading}</p>
      <dl className="sent-summary mb-0">
        {lines.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
