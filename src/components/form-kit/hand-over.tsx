import { site } from '../../shared/site';
import { failureOf } from '../../data/source/send-failure';
import { useHandOverMessages } from '../../i18n/use-hand-over-messages';
import { smsHref, whatsAppHref } from '../../shared/links';
import { CallButton } from '../contact-buttons';
import { WhatsAppIcon } from '../icons';
import { cappedForSms, handOverText, type HandOverLine } from '../../shared/forms/hand-over-text';

/** What a form hands over when it could not send: its fields as the visitor filled them in. */
export interface HandOverRequest {
  /** Heads the message: what the form is ("Home sample collection request"). */
  subject: string;
  /** Each field's label and what the visitor typed, in the form's order. */
  lines: HandOverLine[];
  /** A prescription upload: the photo goes on WhatsApp, attached by the visitor in the chat. */
  photo?: boolean;
}

/**
 * Says what happened, in the visitor's words (busy, no connection, not sent), and offers to send
 * what they typed to the centre's number on WhatsApp or as an SMS, its text written in, beside a
 * call. Every form shows it for every failure, so an enquiry reaches the centre either way.
 */
export function HandOver({ sendError, request }: { sendError: unknown; request: HandOverRequest }) {
  const messages = useHandOverMessages();
  const failure = failureOf(sendError);
  const text = messages.handOver;
  const { subject, lines, photo = false } = request;
  const what = photo ? text.what.prescription : text.what.message;
  const chat = handOverText(subject, lines, photo ? text.photoFollows : undefined);
  const whatsAppLabel = photo ? text.whatsAppPhoto : text.whatsApp;
  // A narrow button wraps before the number, never inside it.
  const number = site.centreNumber.replace(/ /g, '\u00a0');
  return (
    <>
      <p className="fw-semibold mb-1">{text.failure[failure](what)}</p>
      <p className="mb-2">{photo ? text.insteadPhoto : text.instead}</p>
      <div className="hand-over-links d-flex flex-wrap gap-2">
        <a
          className="btn btn-success"
          href={whatsAppHref(site.centreNumber, chat)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${whatsAppLabel} ${messages.common.opensInNewTab}`}
        >
          <WhatsAppIcon size={16} /> {whatsAppLabel}
        </a>
        <a
          className="btn btn-primary"
          href={smsHref(site.centreNumber, cappedForSms(handOverText(subject, lines)))}
        >
          {text.sms}
        </a>
        <CallButton className="btn btn-outline-danger" label={text.call(number)} />
      </div>
    </>
  );
}
