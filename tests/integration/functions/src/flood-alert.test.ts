import { describe, expect, it, vi } from 'vitest';
import {
  FLOOD_ALERT_EVERY_MS,
  tellStaffOfFlood,
  watchFullCeiling,
} from '../../../../functions/src/flood-alert';
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

  it.each([400, 401, 403, 422])(
    'never sends again what EmailJS refused for good (%i), and raises the alarm instead',
    async (status) => {
      centre.emailJs.answers.push(status);
      const alarms = alarmLines(async () => {
        expect(await tellStaffOfFlood(centre.db, 'Customer_Feedback', centre.send, at)).toBe(
          'refused',
        );
      });
      expect((await alarms).map((line) => line.alarm)).toEqual(['notifications-failing']);
      expect(await tellStaffOfFlood(centre.db, 'Customer_Feedback', centre.send, at)).toBe(
        'already told',
      );
      expect(centre.emailJs.posted).toHaveLength(1);
    },
  );
});

/** The alarm lines written for Cloud Monitoring while `run` runs. */
async function alarmLines(run: () => Promise<void>) {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await run();
    return error.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  } finally {
    error.mockRestore();
  }
}

describe('a form whose ceiling stays full', () => {
  const HOUR = 60 * 60 * 1000;
  const start = new Date('2026-11-24T05:30:00Z');
  const later = (ms: number) => new Date(start.getTime() + ms);

  it('raises one alarm through the alarm channel once it has been full for an hour, not before', async () => {
    const form = 'Home-Sample-Enquiry';
    const lines = await alarmLines(async () => {
      // Each window fills minutes after it opens, hour after hour.
      const fills = async (hour: number) =>
        watchFullCeiling(
          centre.db,
          form,
          later(hour * HOUR + 60_000),
          HOUR,
          later(hour * HOUR + 3 * 60_000),
        );
      expect(await fills(0)).toBe('watching');
      expect(await fills(1)).toBe('alarmed');
      expect(await fills(2)).toBe('watching');
      expect(await fills(3)).toBe('watching');
    });
    expect(lines).toEqual([
      expect.objectContaining({ alarm: 'form-ceiling-full', collection: form, severity: 'ERROR' }),
    ]);
  });

  it('starts again after a break: a window filled once, then one hours later, is no spell of an hour', async () => {
    const form = 'Customer_Feedback';
    const lines = await alarmLines(async () => {
      await watchFullCeiling(centre.db, form, start, HOUR, later(50 * 60_000));
      expect(
        await watchFullCeiling(centre.db, form, later(3 * HOUR), HOUR, later(3 * HOUR + 60_000)),
      ).toBe('watching');
    });
    expect(lines).toEqual([]);
  });
});
