import { Query, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { enquiriesExport, indiaDateTime } from '../../../../scripts/staff/enquiries-export';
import { SUBMISSION_STATUS } from '../../../../src/shared/collections';
import {
  adminFirestore,
  runStaffTool,
  staffProject,
  workFolder,
} from '../../../support/staff-tools';

interface StoredRecord {
  id: string;
  /** The server's time the site stores with a record; left out for records from before it did. */
  createdAt?: string;
  fields: Record<string, string>;
}

/** Records as the site stores them, written with the Admin SDK to choose their ids and times. */
async function storeRecords(projectId: string, collection: string, records: StoredRecord[]) {
  const db = adminFirestore(projectId);
  const batch = db.batch();
  for (const { id, createdAt, fields } of records) {
    batch.set(db.collection(collection).doc(id), {
      ...fields,
      status: SUBMISSION_STATUS,
      ...(createdAt === undefined ? {} : { createdAt: Timestamp.fromDate(new Date(createdAt)) }),
    });
  }
  await batch.commit();
}

const enquiry = (title: string, enquiryText = 'Thyroid profile') => ({
  title,
  mobile: '9876543210',
  pin: '741101',
  city: 'Krishnanagar',
  enquiry: enquiryText,
});

/** How many documents each Firestore query of the Admin SDK returned, from now on. */
function countDocumentsRead() {
  const counts: number[] = [];
  const get = Query.prototype.get;
  vi.spyOn(Query.prototype, 'get').mockImplementation(async function (this: Query) {
    const snapshot = await get.call(this);
    counts.push(snapshot.size);
    return snapshot;
  });
  return counts;
}

const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');

describe('enquiries:export', () => {
  it('writes each collection to CSV, newest first, with the time each arrived', async () => {
    const project = staffProject();
    await storeRecords(project, 'Home-Sample-Enquiry', [
      { id: 'mita', createdAt: '2025-01-31T04:35:00Z', fields: enquiry('Mita Das') },
      { id: 'rahul', createdAt: '2025-01-31T09:10:05Z', fields: enquiry('Rahul Sen', 'CBC') },
      { id: 'asha', createdAt: '2025-01-31T18:45:00Z', fields: enquiry('Asha Roy', 'CBC, ESR') },
    ]);
    await storeRecords(project, 'Customer_Feedback', [
      {
        id: 'rina',
        createdAt: '2025-01-30T12:00:00Z',
        fields: {
          title: 'Rina Paul',
          mobile: '9800000000',
          emailaddress: 'rina@example.com',
          lastvisit: 'Krishnanagar',
          enquiry: 'Quick and polite.\nThank you.',
        },
      },
    ]);
    await storeRecords(project, 'Home-Visit-Request', [
      {
        id: 'tara',
        createdAt: '2025-01-31T06:00:00Z',
        fields: {
          from_name: 'Tara Ghosh',
          from_mobile: '9830012345',
          from_city: 'Ranaghat',
          from_labtestname: 'Lipid profile',
        },
      },
    ]);
    const work = workFolder();
    const now = new Date('2025-01-31T20:00:00Z'); // 1 February in India

    const run = await runStaffTool(enquiriesExport, ['--project', project], {
      cwd: work.folder,
      now,
    });

    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out).toContain(
      `Home-Sample-Enquiry: 3 record(s) written to ${work.folder}/Home-Sample-Enquiry-2025-02-01.csv, ` +
        'newest 2025-02-01 00:15:00 IST.',
    );
    expect(rowsOf(work.read('Home-Sample-Enquiry-2025-02-01.csv'))).toEqual([
      'received_ist,title,mobile,pin,city,enquiry,status,id',
      '2025-02-01 00:15:00,Asha Roy,9876543210,741101,Krishnanagar,"CBC, ESR",Available,asha',
      '2025-01-31 14:40:05,Rahul Sen,9876543210,741101,Krishnanagar,CBC,Available,rahul',
      '2025-01-31 10:05:00,Mita Das,9876543210,741101,Krishnanagar,Thyroid profile,Available,mita',
    ]);
    expect(work.read('Customer_Feedback-2025-02-01.csv')).toBe(
      '\uFEFFreceived_ist,title,mobile,emailaddress,lastvisit,enquiry,status,id\r\n' +
        '2025-01-30 17:30:00,Rina Paul,9800000000,rina@example.com,Krishnanagar,' +
        '"Quick and polite.\nThank you.",Available,rina\r\n',
    );
    expect(rowsOf(work.read('Home-Visit-Request-2025-02-01.csv'))).toEqual([
      'received_ist,from_name,from_mobile,from_city,from_labtestname,status,id',
      '2025-01-31 11:30:00,Tara Ghosh,9830012345,Ranaghat,Lipid profile,Available,tara',
    ]);
  });

  it('writes every cell a spreadsheet would run as a formula as text, ids included', async () => {
    const project = staffProject();
    await storeRecords(project, 'Home-Sample-Enquiry', [
      {
        id: '-2+3',
        createdAt: '2025-01-31T04:35:00Z',
        fields: {
          title: '@SUM(1+1)',
          mobile: '+919876543210',
          pin: '\t741101',
          city: '\u00A0=1+1',
          enquiry: '＝HYPERLINK("http://example.com")',
        },
      },
    ]);
    const work = workFolder();

    const run = await runStaffTool(
      enquiriesExport,
      ['--project', project, '--only', 'home-sample'],
      {
        cwd: work.folder,
        now: new Date('2025-02-01T06:00:00Z'),
      },
    );

    expect(run.code).toBe(0);
    expect(rowsOf(work.read('Home-Sample-Enquiry-2025-02-01.csv'))[1]).toBe(
      "2025-01-31 10:05:00,'@SUM(1+1),'+919876543210,'\t741101,'\u00A0=1+1," +
        `"'＝HYPERLINK(""http://example.com"")",Available,'-2+3`,
    );
  });

  it('with --since, reads only the records sent since midnight India time', async () => {
    const project = staffProject();
    await storeRecords(project, 'Home-Sample-Enquiry', [
      // 23:59:59 on 30 January in India.
      { id: 'late-evening', createdAt: '2025-01-30T18:29:59Z', fields: enquiry('Late') },
      // 00:00:00 on 31 January in India.
      { id: 'midnight', createdAt: '2025-01-30T18:30:00Z', fields: enquiry('Midnight') },
      { id: 'next-morning', createdAt: '2025-02-01T04:00:00Z', fields: enquiry('Morning') },
      // Sent before the site stored createdAt; Firestore created it just now, after the day.
      { id: 'older', fields: enquiry('Older') },
    ]);
    const work = workFolder();
    const now = new Date('2025-02-01T06:00:00Z');
    const args = ['--project', project, '--only', 'home-sample'];

    const documentsRead = countDocumentsRead();
    const since = await runStaffTool(enquiriesExport, [...args, '--since', '2025-01-31'], {
      cwd: work.folder,
      now,
    });
    // Firestore was asked for those two only: the others were never read.
    expect(documentsRead).toEqual([2]);

    expect(since.code).toBe(0);
    expect(since.out).toContain(
      `Home-Sample-Enquiry: 2 record(s) written to ${work.folder}/Home-Sample-Enquiry-2025-02-01.csv, ` +
        'newest 2025-02-01 09:30:00 IST.',
    );
    expect(
      rowsOf(work.read('Home-Sample-Enquiry-2025-02-01.csv')).map((row) => row.split(',')),
    ).toEqual([
      expect.arrayContaining(['received_ist', 'id']),
      expect.arrayContaining(['2025-02-01 09:30:00', 'Morning', 'next-morning']),
      expect.arrayContaining(['2025-01-31 00:00:00', 'Midnight', 'midnight']),
    ]);

    const everything = await runStaffTool(enquiriesExport, [...args, '--force'], {
      cwd: work.folder,
      now,
    });
    expect(everything.code).toBe(0);
    const older = await adminFirestore(project).doc('Home-Sample-Enquiry/older').get();
    expect(
      rowsOf(work.read('Home-Sample-Enquiry-2025-02-01.csv'))
        .slice(1)
        .map((row) => row.split(',')),
    ).toEqual([
      expect.arrayContaining([indiaDateTime(older.createTime?.toDate() ?? now), 'older']),
      expect.arrayContaining(['2025-02-01 09:30:00', 'next-morning']),
      expect.arrayContaining(['2025-01-31 00:00:00', 'midnight']),
      expect.arrayContaining(['2025-01-30 23:59:59', 'late-evening']),
    ]);
  });

  it('writes India time: 18:30 UTC is past midnight in Kolkata', () => {
    expect(indiaDateTime(new Date('2025-01-31T18:30:05Z'))).toBe('2025-02-01 00:00:05');
  });

  it('exports one kind, or nothing on a dry run', async () => {
    const project = staffProject();
    await storeRecords(project, 'Home-Sample-Enquiry', [
      { id: 'mita', createdAt: '2025-01-31T04:35:00Z', fields: enquiry('Mita Das') },
    ]);
    await storeRecords(project, 'Customer_Feedback', [
      {
        id: 'rina',
        createdAt: '2025-01-31T05:00:00Z',
        fields: {
          title: 'Rina Paul',
          mobile: '9800000000',
          emailaddress: 'rina@example.com',
          lastvisit: 'Krishnanagar',
          enquiry: 'Thank you.',
        },
      },
    ]);
    const work = workFolder();
    const now = new Date('2025-01-31T12:00:00Z');

    const feedbackOnly = await runStaffTool(
      enquiriesExport,
      ['--project', project, '--only', 'feedback', '--since', '2025-01-31'],
      { cwd: work.folder, now },
    );
    expect(feedbackOnly.out.filter((line) => line.includes('record(s) written'))).toEqual([
      expect.stringMatching(/^Customer_Feedback: 1 record\(s\) written/),
    ]);

    const dryRun = await runStaffTool(
      enquiriesExport,
      ['--project', project, '--since', '2025-02-01', '--dry-run', '--out-dir', 'nowhere'],
      { cwd: work.folder, now },
    );
    expect(dryRun.code).toBe(0);
    expect(dryRun.out).toContain(
      `Dry run: Home-Sample-Enquiry: 0 record(s) would be written to ${work.folder}/nowhere/Home-Sample-Enquiry-2025-01-31.csv.`,
    );
  });

  it('explains a wrong option', async () => {
    const work = workFolder();
    for (const typed of ['31/01/2025', '2025-02-30']) {
      const run = await runStaffTool(enquiriesExport, ['--since', typed], { cwd: work.folder });
      expect(run.code).toBe(2);
      expect(run.err[0]).toBe(
        `enquiries:export: --since must be a day written YYYY-MM-DD, not "${typed}".\n` +
          'Run with --help to see how to use it.',
      );
    }
  });

  it('says in its help that --since leaves out records without createdAt', async () => {
    const run = await runStaffTool(enquiriesExport, ['--help'], { cwd: workFolder().folder });
    const help = run.out.join('\n').replace(/\s+/g, ' ');
    expect(help).toContain(
      'Only those records are read, by the time the site stores with each (createdAt); records ' +
        'sent before the site stored that time have none, and only an export without --since ' +
        'includes them.',
    );
  });
});
