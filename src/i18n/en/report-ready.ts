/**
 * "Is my report ready?": the words of the action on Contact, the home page and each test's page,
 * and the message it writes for the visitor to send. Both languages load with the action, which is
 * small; a page namespace would fetch a chunk of its own for a few lines.
 */
export const reportReady = {
  heading: 'Is my report ready?',
  intro: 'Ask us on WhatsApp or by phone. Nothing you type here is kept or sent by this website.',
  test: 'Test',
  sampleDate: 'Sample given on',
  receipt: 'Receipt number (optional)',
  firstName: 'First name (optional)',
  whatsApp: 'Ask on WhatsApp',
  call: 'Call to ask',
  opensInNewTab: '(opens in a new tab)',
  /** The message a visitor sends; parts left empty are left out. */
  message: ({ test, date, receipt, firstName }: ReportReadyDetails) =>
    [
      'Hello, is my report ready?',
      test === '' ? '' : `Test: ${test}.`,
      date === '' ? '' : `Sample given on ${date}.`,
      receipt === '' ? '' : `Receipt number: ${receipt}.`,
      firstName === '' ? '' : `Name: ${firstName}.`,
    ]
      .filter((part) => part !== '')
      .join(' '),
  /** A day as the message writes it: "27 November 2026". */
  day: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
};

export interface ReportReadyDetails {
  test: string;
  date: string;
  receipt: string;
  firstName: string;
}
