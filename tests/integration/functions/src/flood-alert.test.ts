import { describe, expect, it } from 'vitest';
import { FLOOD_ALERT_EVERY_MS, tellStaffOfFlood } from '../../../../functions/src/flood-alert';
import { centreMailbox } from '../../../support/centre-mailbox';

/**
 * The e-mail that tells staff a form is turning visitors away, against the official Firestore
 * emulator, with EmailJS answered by a stand-in server at the network edge.
 */

const centre = centreMailbox();

describe('the e-mail about a flood', () => {
  const at = new Date('2026-11-24T05:30:00Z');

  it('tells staff once that a form is turning visitors away to WhatsApp and SMS, however often the ceiling is reached that day', async () => {
    expect(await tellStaffOfFlood(centre.db, 'Home-Sample-Enquiry', centre.send, at)).toBe('sent');
    // The event again, and the next hour's flood.
    expect(await tellStaffOfFlood(centre.db, 'Home-Sample-Enquiry', centre.send, at)).toBe(
      'already told',
    );
    const nextHour = new Date(at.getTime() + 60 * 60 * 1000);
    expect(await tellStaffOfFlood(centre.db, 'Home-Sample-Enquiry', centre.send, nextHour)).toBe(
      'already told',
    );

    expect(centre.emailJs.posted).toHaveLength(1);
    const { subject, message } = centre.emailJs.posted[0]?.template_params ?? {};
    expect(subject).toBe('The website is turning away new records: Home sample collection request');
    expect(message).toContain('24 Nov 2026, 11:00 am (India time): 2,500 records');
    expect(message).toContain('on WhatsApp or as an SMS to +91 00000 01212');

    // Another form's flood is its own; the same form's, a day later, is told again.
    expect(await tellStaffOfFlood(centre.db, 'Customer_Feedback', centre.send, nextHour)).toBe(
      'sent',
    );
    const nextDay = new Date(at.getTime() + FLOOD_ALERT_EVERY_MS);
    expect(await tellStaffOfFlood(centre.db, 'Home-Sample-Enquiry', centre.send, nextDay)).toBe(
      'sent',
    );
    expect(centre.emailJs.posted).toHaveLength(3);
  });

  it('lets the retry of a failed send try again', async () => {
    centre.emailJs.answers.push(503);
    await expect(
      tellStaffOfFlood(centre.db, 'Prescription-Upload', centre.send, at),
    ).rejects.toThrow('503');
    expect(await tellStaffOfFlood(centre.db, 'Prescription-Upload', centre.send, at)).toBe('sent');
    expect(centre.emailJs.posted.map(({ template_params }) => template_params.subject)).toEqual([
      'The website is turning away new records: Prescription uploaded',
      'The website is turning away new records: Prescription uploaded',
    ]);
  });
});
