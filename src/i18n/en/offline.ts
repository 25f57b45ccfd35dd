/**
 * The offline page's words (src/features/offline/offline-screen.tsx). The build writes that page in
 * each language and the service worker shows it offline, so these never ship in a page's script.
 */
export const offline = {
  title: 'You are offline',
  lead: 'This page is not saved on your phone yet. We are one tap away, even without internet:',
  call: (number: string) => `Call ${number}`,
  whatsApp: 'WhatsApp us (sent when you are back online)',
  sms: 'Send us an SMS',
  smsText: 'Hello, I would like to ask about a test.',
  visitHeading: 'Visit us',
  noticesHeading: 'Notices from the centre',
  pagesHeading: 'Pages you can open offline',
  pagesNote: 'You opened these before; they show their prices as they were then.',
};

export type OfflineText = typeof offline;
