import { describe, expect, it } from 'vitest';
import { recordBeacon } from '../../../../functions/src/field-beacon';
import { weeklyInsightsNotice } from '../../../../functions/src/insights-mail';
import { notifyCentre } from '../../../../functions/src/notifications';
import { FIELD_INSIGHTS, type FieldBeacon } from '../../../../src/shared/field-insights';
import { centreMailbox } from '../../../support/centre-mailbox';

/**
 * The weekly e-mail of the field data, as the Monday schedule sends it: read from the official
 * Firestore emulator, sent through the notifications' sender to EmailJS's stand-in, whose
 * template fixes the recipient.
 */

const centre = centreMailbox(['Notifications', FIELD_INSIGHTS, 'Labtest', 'AllDoctor']);

const beacon = (search: string): FieldBeacon => ({
  views: [{ route: '/labtest', language: 'en' }],
  lcp: 1800,
  searches: [search],
});

// Monday 30 November 2026, 8 am in India: the week is 23 to 29 November.
const monday = new Date('2026-11-30T02:30:00Z');

async function sendTheWeek(at = monday) {
  const notice = await weeklyInsightsNotice(centre.db, centre.projectId, at);
  return notifyCentre(centre.db, notice, centre.send, at);
}

describe('the weekly e-mail', () => {
  it('sums the seven India days before the morning it is sent, and nothing older', async () => {
    await recordBeacon(centre.db, beacon('zinc proto'), new Date('2026-11-23T00:00:00Z'), 0);
    await recordBeacon(centre.db, beacon('zinc proto'), new Date('2026-11-29T18:00:00Z'), 1);
    await recordBeacon(centre.db, beacon('covid antibody'), new Date('2026-11-22T12:00:00Z'), 2);
    await recordBeacon(centre.db, beacon('sent this morning'), monday, 3);

    expect(await sendTheWeek()).toBe('sent');

    expect(centre.emailJs.posted).toHaveLength(1);
    const email = centre.emailJs.posted[0]?.template_params;
    expect(email?.subject).toBe(
      'Website, week to 2026-11-29: 2 page loads, 1 search that found nothing',
    );
    expect(email?.message).toContain('2 page loads reported 2026-11-23 to 2026-11-29');
    expect(email?.message).toContain('     2  zinc proto');
    expect(email?.message).not.toContain('covid antibody');
    expect(email?.message).not.toContain('sent this morning');
    expect(email?.message_html).toContain('<br>');
  });

  it('says so when the week had no page load reported', async () => {
    await sendTheWeek();
    expect(centre.emailJs.posted[0]?.template_params.message).toBe(
      'No page load reported 2026-11-23 to 2026-11-29 (India dates).\n\n' +
        'Bengali: every test, doctor and package reads in Bengali.\n\n' +
        'Reviews: no page was last reviewed over 2 years ago.',
    );
  });

  it('counts what still shows English on a Bengali page, the first ten with their console pages', async () => {
    const batch = centre.db.batch();
    for (let index = 10; index < 22; index += 1) {
      batch.set(centre.db.doc(`Labtest/test-${index}`), {
        name: `Test ${index}`,
        delivery: 'Same day',
        delivery_bn: 'একই দিনে',
      });
    }
    batch.set(centre.db.doc('Labtest/translated'), { name: 'CBC', name_bn: 'সিবিসি' });
    batch.set(centre.db.doc('AllDoctor/dr-sen'), { name: 'Dr. A. Sen' });
    await batch.commit();

    await sendTheWeek();
    const message = centre.emailJs.posted[0]?.template_params.message ?? '';
    expect(message).toContain(
      'Bengali: 13 document(s) show English on a Bengali page; the first 10 ' +
        '(npm run catalogue:missing-bn lists them all):\n' +
        '  Test 10 (Labtest): name\n' +
        `    https://console.firebase.google.com/project/${centre.projectId}/firestore/databases/-default-/data/~2FLabtest~2Ftest-10\n`,
    );
    expect(message).toContain('  Test 19 (Labtest): name');
    expect(message).not.toContain('Test 20');
    expect(message).not.toContain('CBC');
  });

  it('lists the pages a doctor last reviewed over two years ago, the oldest first', async () => {
    const batch = centre.db.batch();
    batch.set(centre.db.doc('Labtest/thyroid'), {
      name: 'Thyroid Profile',
      name_bn: 'থাইরয়েড প্রোফাইল',
      reviewedBy: 'dr-sen',
      reviewedOn: '2024-11-27',
    });
    batch.set(centre.db.doc('Labtest/cbc'), {
      name: 'CBC',
      name_bn: 'সিবিসি',
      reviewedOn: '12/03/2023',
    });
    // Two years ago to the day, in India, is not over two years.
    batch.set(centre.db.doc('Labtest/lipid'), {
      name: 'Lipid Profile',
      name_bn: 'লিপিড প্রোফাইল',
      reviewedOn: '2024-11-30',
    });
    await batch.commit();

    await sendTheWeek();
    const message = centre.emailJs.posted[0]?.template_params.message ?? '';
    expect(message).toContain(
      'Reviews: 2 page(s) were last reviewed by a doctor over 2 years ago; ask for a fresh ' +
        'review, then set reviewedOn:\n' +
        '  CBC (Labtest): reviewed 2023-03-12\n' +
        `    https://console.firebase.google.com/project/${centre.projectId}/firestore/databases/-default-/data/~2FLabtest~2Fcbc\n` +
        '  Thyroid Profile (Labtest): reviewed 2024-11-27\n',
    );
    expect(message).not.toContain('Lipid Profile (Labtest): reviewed');
  });

  it('is sent once a week, even when the schedule runs twice', async () => {
    await sendTheWeek();
    expect(await sendTheWeek(new Date(monday.getTime() + 60_000))).toBe('already sent');
    expect(centre.emailJs.posted).toHaveLength(1);
  });

  it('is recorded, not lost, when EmailJS fails, for the sweep to send again', async () => {
    centre.emailJs.answers.push(503);
    expect(await sendTheWeek()).toBe('failed');
    expect(centre.emailJs.posted).toHaveLength(1);
    expect(await sendTheWeek(new Date(monday.getTime() + 15 * 60_000))).toBe('sent');
  });
});
