import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { enquiriesExport, indiaDateTime } from '../../scripts/staff/enquiries-export';
import { parseCsv } from '../../scripts/staff/lib/csv';
import { createFirestoreDataSource } from '../../src/data/adapters/firestore';
import { SUBMISSION_STATUS } from '../../src/data/collections';
import { connectTestFirestore } from '../support/firestore-emulator/test-firestore';
import { adminFirestore, runStaffTool, staffProject, workFolder } from '../support/staff-tools';

/** Sends forms the way the site does, a few milliseconds apart so each has its own time. */
async function visitorsSend(projectId: string) {
  const site = connectTestFirestore(projectId);
  const source = createFirestoreDataSource(site.db);
  const enquiries = [
    {
      title: 'Mita Das',
      mobile: '9876543210',
      pin: '741101',
      city: 'Krishnanagar',
      enquiry: 'Thyroid profile',
    },
    {
      title: 'Rahul Sen',
      mobile: '9123456789',
      pin: '741102',
      city: 'Ranaghat',
      enquiry: '=HYPERLINK("http://x")',
    },
    {
      title: 'Asha Roy',
      mobile: '9000000001',
      pin: '741103',
      city: 'Shantipur',
      enquiry: 'CBC, ESR',
    },
  ];
  for (const enquiry of enquiries) {
    await source.addDocument('Home-Sample-Enquiry', { ...enquiry, status: SUBMISSION_STATUS });
    await delay(5);
  }
  await source.addDocument('Customer_Feedback', {
    title: 'Rina Paul',
    mobile: '9800000000',
    emailaddress: 'rina@example.com',
    lastvisit: 'Krishnanagar',
    enquiry: 'Quick and polite.\nThank you.',
    status: SUBMISSION_STATUS,
  });
  await site.cleanup();
}

const rowsOf = (text: string) => parseCsv(text).map(({ fields }) => fields);

describe('enquiries:export', () => {
  it('writes both collections to CSV, newest first, with the time each arrived', async () => {
    const project = staffProject();
    await visitorsSend(project);
    const work = workFolder();
    const now = new Date('2025-01-31T20:00:00Z'); // 1 February in India

    const run = await runStaffTool(enquiriesExport, ['--project', project], {
      cwd: work.folder,
      now,
    });

    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    const stored = await adminFirestore(project)
      .collection('Home-Sample-Enquiry')
      .get()
      .then(({ docs }) => docs.sort((a, b) => b.createTime.toMillis() - a.createTime.toMillis()));
    const newest = stored[0]?.createTime.toDate() ?? new Date(0);
    expect(run.out).toContain(
      `Home-Sample-Enquiry: 3 record(s) written to ${work.folder}/Home-Sample-Enquiry-2025-02-01.csv, ` +
        `newest ${indiaDateTime(newest)} IST.`,
    );

    const enquiries = rowsOf(work.read('Home-Sample-Enquiry-2025-02-01.csv'));
    expect(enquiries[0]).toEqual([
      'received_ist',
      'title',
      'mobile',
      'pin',
      'city',
      'enquiry',
      'status',
      'id',
    ]);
    expect(enquiries.slice(1)).toEqual(
      stored.map((document) => [
        indiaDateTime(document.createTime.toDate()),
        ...['title', 'mobile', 'pin', 'city'].map((field) => String(document.get(field))),
        // What a visitor typed never runs as a spreadsheet formula.
        document.get('title') === 'Rahul Sen' ? `'=HYPERLINK("http://x")` : document.get('enquiry'),
        'Available',
        document.id,
      ]),
    );
    expect(enquiries.slice(1).map((row) => row[1])).toEqual(['Asha Roy', 'Rahul Sen', 'Mita Das']);

    const feedback = rowsOf(work.read('Customer_Feedback-2025-02-01.csv'));
    expect(feedback[0]).toEqual([
      'received_ist',
      'title',
      'mobile',
      'emailaddress',
      'lastvisit',
      'enquiry',
      'status',
      'id',
    ]);
    expect(feedback[1]?.slice(1, 7)).toEqual([
      'Rina Paul',
      '9800000000',
      'rina@example.com',
      'Krishnanagar',
      'Quick and polite.\nThank you.',
      'Available',
    ]);
  });

  it('writes India time: 18:30 UTC is past midnight in Kolkata', () => {
    expect(indiaDateTime(new Date('2025-01-31T18:30:05Z'))).toBe('2025-02-01 00:00:05');
  });

  it('exports one kind, only what arrived since a day, or nothing on a dry run', async () => {
    const project = staffProject();
    await visitorsSend(project);
    const work = workFolder();
    const now = new Date();
    const today = indiaDateTime(now).slice(0, 10);

    const feedbackOnly = await runStaffTool(
      enquiriesExport,
      ['--project', project, '--only', 'feedback', '--since', today],
      { cwd: work.folder, now },
    );
    expect(feedbackOnly.out.filter((line) => line.includes('record(s) written'))).toEqual([
      expect.stringMatching(/^Customer_Feedback: 1 record\(s\) written/),
    ]);

    const tomorrow = indiaDateTime(new Date(now.getTime() + 86_400_000)).slice(0, 10);
    const dryRun = await runStaffTool(
      enquiriesExport,
      ['--project', project, '--since', tomorrow, '--dry-run', '--out-dir', 'nowhere'],
      { cwd: work.folder, now },
    );
    expect(dryRun.code).toBe(0);
    expect(dryRun.out).toContain(
      `Dry run: Home-Sample-Enquiry: 0 record(s) would be written to ${work.folder}/nowhere/Home-Sample-Enquiry-${today}.csv.`,
    );
  });

  it('explains a wrong option', async () => {
    const work = workFolder();
    const run = await runStaffTool(enquiriesExport, ['--since', '31/01/2025'], {
      cwd: work.folder,
    });
    expect(run.code).toBe(2);
    expect(run.err[0]).toBe(
      'enquiries:export: --since must be a day written YYYY-MM-DD, not "31/01/2025".\n' +
        'Run with --help to see how to use it.',
    );
  });
});
