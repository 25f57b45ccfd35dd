/**
 * What a form says when what was typed did not reach the centre, and the links that send it
 * another way (src/components/form-kit/hand-over.tsx, loaded only for such a failure).
 */
export const handOver = {
  what: { message: 'your message', prescription: 'your prescription' },
  /** In words a visitor can act on: busy (try another way), no connection, or not sent. */
  failure: {
    busy: (what: string) => `Our website is busy and could not take ${what} just now.`,
    offline: (what: string) => `No connection: ${what} did not reach us.`,
    'not-sent': (what: string) => `Sorry, ${what} was not sent.`,
  },
  instead: 'Nothing you typed is lost. Send it to us on WhatsApp or as an SMS, or call us:',
  insteadPhoto: 'Your file is still chosen. Send the photo to us on WhatsApp, or call us:',
  whatsApp: 'Send this on WhatsApp',
  whatsAppPhoto: 'Send the photo on WhatsApp',
  sms: 'Send as SMS',
  /** Ends the chat message of a prescription, whose photo the visitor attaches in the chat. */
  photoFollows: 'I am sending the photo of my prescription in this chat.',
  call: (phone: string) => `Call ${phone}`,
};
