import { describe, expect, it, vi } from 'vitest';
import { recordBeacon } from '../../../../functions/src/field-beacon';
import { sendWeeklyInsights } from '../../../../functions/src/insights-mail';
import type { Email, SendEmail } from '../../../../functions/src/notifications';
import type { FieldBeacon } from '../../../../src/data/field-insights';
import { adminFirestore, staffProject } from '../../../support/staff-tools';

/**
 * The weekly e-mail of the field data, on the official Firestore emulator, through the
 * notifications' sender (stood in for here; functions/src/index.ts hands it the real one).
 */

const beacon = (search: string): FieldBeacon => ({
  views: [{ route: '/labtest', language: 'en' }],
  lcp: 1800,
  searches: [search],
});

describe('the weekly e-mail', () => {
  it('sums the seven India days before the morning it is sent, and nothing older', async () => {
    const db = adminFirestore(staffProject());
    // Monday 30 November 2026, 8 am in India: the week is 23 to 29 November.
    const monday = new Date('2026-11-30T02:30:00Z');
    await recordBeacon(db, beacon('zinc proto'), new Date('2026-11-23T00:00:00Z'), 0);
    await recordBeacon(db, beacon('zinc proto'), new Date('2026-11-29T18:00:00Z'), 1);
    await recordBeacon(db, beacon('covid antibody'), new Date('2026-11-22T12:00:00Z'), 2);
    await recordBeacon(db, beacon('sent this morning'), monday, 3);
    const send = vi.fn<SendEmail>(() => Promise.resolve());

    expect(await sendWeeklyInsights(db, send, monday)).toBe(2);

    expect(send).toHaveBeenCalledTimes(1);
    const [email] = send.mock.calls[0] as [Email];
    expect(email.subject).toBe(
      'Website, week to 2026-11-29: 2 page loads, 1 search that found nothing',
    );
    expect(email.message).toContain('2 page loads reported 2026-11-23 to 2026-11-29');
    expect(email.message).toContain('     2  zinc proto');
    expect(email.message).not.toContain('covid antibody');
    expect(email.message).not.toContain('sent this morning');
    expect(email.messageHtml).toContain('<br>');
  });

  it('says so when the week had no page load reported', async () => {
    const send = vi.fn<SendEmail>(() => Promise.resolve());
    await sendWeeklyInsights(
      adminFirestore(staffProject()),
      send,
      new Date('2026-11-30T02:30:00Z'),
    );
    expect(send.mock.calls[0]?.[0].message).toBe(
      'No page load reported 2026-11-23 to 2026-11-29 (India dates).',
    );
  });
});
