import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import {
  CEILING_PER_WINDOW,
  UPLOAD_BYTES_PER_WINDOW,
  UPLOAD_CEILING_PER_WINDOW,
} from '../../../../src/shared/ceilings';
import { PRESCRIPTION_MAX_BYTES } from '../../../../src/shared/prescription-files';
import {
  fillsCeiling,
  FLOOD_ALERT_EVERY_MS,
  floodEmail,
  tellStaffOfFlood,
  watchFullCeiling,
} from '../../../../functions/src/flood-alert';
import { centreMailbox } from '../../../support/centre-mailbox';

/**
 * The e-mail that tells staff a form is turning visitors away, against the official Firestore
 * emulator, with EmailJS answered by a stand-in server at the network edge.
 */

const centre = centreMailbox();

describe('a counter that fills its window', () => {
  const window = Timestamp.fromMillis(Date.parse('2026-11-24T05:00:00Z'));
  const next = Timestamp.fromMillis(Date.parse('2026-11-24T06:00:00Z'));
  const counter = (count: number, bytes?: number, windowStart = window) => ({
    windowStart,
    count,
    lastId: 'AbCdEfGhIjKlMnOpQrSt',
    ...(bytes === undefined ? {} : { bytes }),
  });

  it('is told by the write that reaches a form’s ceiling, once a window', () => {
    const form = 'Customer_Feedback';
    expect(
      fillsCeiling(form, counter(CEILING_PER_WINDOW - 2), counter(CEILING_PER_WINDOW - 1)),
    ).toBe(false);
    expect(fillsCeiling(form, counter(CEILING_PER_WINDOW - 1), counter(CEILING_PER_WINDOW))).toBe(
      true,
    );
    expect(fillsCeiling(form, counter(CEILING_PER_WINDOW), counter(CEILING_PER_WINDOW))).toBe(
      false,
    );
    expect(fillsCeiling(form, undefined, counter(CEILING_PER_WINDOW))).toBe(true);
    expect(fillsCeiling(form, counter(CEILING_PER_WINDOW), undefined)).toBe(false);
  });

  it('is told for uploads when their count or their bytes leave no room for the largest file', () => {
    const uploads = 'Prescription-Upload';
    const roomless = UPLOAD_BYTES_PER_WINDOW - PRESCRIPTION_MAX_BYTES + 1;
    expect(fillsCeiling(uploads, counter(9, roomless - 2), counter(10, roomless - 1))).toBe(false);
    expect(fillsCeiling(uploads, counter(10, roomless - 1), counter(11, roomless))).toBe(true);
    // Small files that still fit after it do not tell again in that window, but do in the next.
    expect(fillsCeiling(uploads, counter(11, roomless), counter(12, roomless + 5))).toBe(false);
    expect(fillsCeiling(uploads, counter(12, roomless + 5), counter(1, roomless, next))).toBe(true);
    expect(
      fillsCeiling(
        uploads,
        counter(UPLOAD_CEILING_PER_WINDOW - 1, 1000),
        counter(UPLOAD_CEILING_PER_WINDOW, 1200),
      ),
    ).toBe(true);
    // A counter written before the uploads' bytes were counted.
    expect(fillsCeiling(uploads, counter(5), counter(6))).toBe(false);
  });

  it('is put to staff in records, and for uploads in bytes too', () => {
    const at = new Date('2026-11-24T05:30:00Z');
    expect(floodEmail('Prescription-Upload', at).message).toContain(
      `${UPLOAD_CEILING_PER_WINDOW} records, or files of ${Math.floor(UPLOAD_BYTES_PER_WINDOW / 1024 ** 2)} MiB in all,`,
    );
    expect(floodEmail('Customer_Feedback', at).message).toContain('2,500 records of this kind');
  });
});

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
