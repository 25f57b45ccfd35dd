import { useMessages } from '../i18n/messages';
import { telHref, whatsAppHref } from '../shared/links';
import { PhoneIcon, WhatsAppIcon } from './icons';

interface ContactButtonProps {
  /** The visible text; defaults to the spec's "Call Book" and "WhatsApp Inquiry". */
  label?: string;
  /** Names what the call or chat is about, for screen readers: "Call Book: Lipid Profile". */
  about?: string;
  className?: string;
}

const accessibleName = (label: string, about?: string) =>
  about === undefined ? undefined : `${label}: ${about}`;

/** A telephone-call link to the centre. */
export function CallButton({
  label,
  about,
  className = 'btn btn-primary btn-sm',
}: ContactButtonProps) {
  const messages = useMessages();
  const text = label ?? messages.common.callBook;
  return (
    <a className={className} href={telHref()} aria-label={accessibleName(text, about)}>
      <PhoneIcon size={15} /> {text}
    </a>
  );
}

interface WhatsAppButtonProps extends ContactButtonProps {
  /** The test or package asked about, named in the prefilled text so staff see what was asked. */
  item?: string;
  /** The whole prefilled text, for a chat about something other than a test (a doctor). */
  prefilled?: string;
}

/**
 * The chat link to the centre, with the prefilled text "I am Interested", followed by the item's
 * name when it is about one, or the text given.
 */
export function WhatsAppButton({
  label,
  about,
  item,
  prefilled,
  className = 'btn btn-success btn-sm',
}: WhatsAppButtonProps) {
  const messages = useMessages();
  const text = label ?? messages.common.whatsAppInquiry;
  const name = accessibleName(text, about);
  return (
    <a
      className={className}
      href={whatsAppHref(
        undefined,
        prefilled ?? (item === undefined ? undefined : messages.common.whatsAppAbout(item)),
      )}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={name === undefined ? undefined : `${name} ${messages.common.opensInNewTab}`}
    >
      <WhatsAppIcon size={15} /> {text}
    </a>
  );
}
