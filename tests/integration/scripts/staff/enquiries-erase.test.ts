import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { makeEnquiriesErase } from '../../../../scripts/staff/enquiries-erase';
import { holdsMobile, writtenCollections } from '../../../../scripts/staff/lib/erase-person';
import type { PersonFiles, StoredPersonFile } from '../../../../scripts/staff/lib/person-files';
import { NOTIFICATIONS } from '../../../../functions/src/notifications';
import { SUBMISSION_STATUS } from '../../../../src/shared/collections';
import {
  adminFirestore,
  runStaffTool,
  staffProject,
  workFolder,
} from '../../../support/staff-tools';

/** The person who asks to be erased, and someone else whose data must stay. */
const ASKING = '9876543210';
const OTHER = '9123456780';

/** A bucket in memory, as erasure uses it: the Storage emulator does not run here. */
function fakeFiles() {
  const stored = new Map<string, StoredPersonFile['metadata']>();
  const files: PersonFiles = {
    name: 'gs://demo-bucket',
    list: async (prefix) =>
      [...stored]
        .filter(([path]) => path.startsWith(prefix))
        .map(([path, metadata]) => ({ path, metadata })),
    delete: async (path) => {
      stored.delete(path);
    },
  };
  return { files, stored };
}

const later = Timestamp.fromMillis(Date.now() + 80 * 24 * 60 * 60 * 1000);

/** One person's data everywhere the site keeps it, written as the forms and functions write it. */
async function storePeople(db: Firestore) {
  const batch = db.batch();
  const record = (collection: string, id: string, fields: Record<string, string>) =>
    batch.set(db.collection(collection).doc(id), {
      ...fields,
      status: SUBMISSION_STATUS,
      createdAt: Timestamp.now(),
      expiresAt: later,
    });
  record('Home-Sample-Enquiry', 'mita-enquiry', {
    title: 'Mita Das',
    mobile: ASKING,
    pin: '741101',
    city: 'Krishnanagar',
    enquiry: 'Thyroid profile',
  });
  // Typed by staff in the console, as the visitor said it.
  record('Home-Sample-Enquiry', 'mita-by-phone', {
    title: 'Mita Das',
    mobile: '098765-43210',
    pin: '741101',
    city: 'Krishnanagar',
    enquiry: 'CBC',
  });
  // The home visit keeps its form's own field names.
  record('Home-Visit-Request', 'mita-home-visit', {
    from_name: 'Mita Das',
    from_mobile: ASKING,
    from_city: 'Krishnanagar',
    from_labtestname: 'CBC',
  });
  record('Customer_Feedback', 'mita-feedback', {
    title: 'Mita',
    mobile: '৯৮৭৬৫ ৪৩২১০',
    emailaddress: 'mita@example.com',
    lastvisit: 'Krishnanagar',
    enquiry: 'Kind staff.',
  });
  record('Customer_Feedback', 'rahul-feedback', {
    title: 'Rahul Sen',
    mobile: OTHER,
    emailaddress: 'rahul@example.com',
    lastvisit: 'Krishnanagar',
    enquiry: `Please call me on ${OTHER}.`,
  });
  batch.set(db.collection('Prescription-Upload').doc('mitaUpload0000000001'), {
    title: 'Mita Das',
    mobile: ASKING,
    extension: 'jpg',
    contentType: 'image/jpeg',
    createdAt: Timestamp.now(),
    expiresAt: later,
  });
  const notifications = db.collection(NOTIFICATIONS);
  batch.set(notifications.doc('feedback:mita-feedback'), {
    state: 'failed',
    at: Timestamp.now(),
    expiresAt: later,
    key: 'feedback:mita-feedback',
    email: {
      subject: 'Feedback: Mita, 98765 43210',
      message: `Mobile: 98765 43210 tel:+91${ASKING}`,
      messageHtml: `Mobile: 98765 43210 <a href="tel:+91${ASKING}">tel:+91${ASKING}</a>`,
    },
    line: `- Feedback: Mita, tel:+91${ASKING}`,
  });
  batch.set(notifications.doc('homeSampleEnquiry:mita-enquiry'), {
    state: 'sent',
    at: Timestamp.now(),
    expiresAt: later,
  });
  batch.set(notifications.doc('_quota'), {
    windowStart: Timestamp.now(),
    sent: 10,
    held: [
      `- Home sample collection request: Mita Das, tel:+91${ASKING} — link`,
      `- Feedback: Rahul Sen, tel:+91${OTHER} — link`,
    ],
    heldCount: 5,
    heldSince: Timestamp.now(),
    expiresAt: later,
  });
  batch.set(notifications.doc('_digest'), {
    claimedAt: Timestamp.now(),
    held: [`- Prescription uploaded: Mita Das, tel:+91${ASKING} — link`],
    heldCount: 1,
    expiresAt: later,
  });
  await batch.commit();
}

function storeFiles(stored: Map<string, StoredPersonFile['metadata']>) {
  stored.set('prescription/mitaUpload0000000001.jpg', {
    title: 'Mita Das',
    mobile: ASKING,
    originalName: 'rx.jpg',
  });
  // Set aside by the upload check; its metadata went with it.
  stored.set('quarantine/prescription/mitaUpload0000000002.pdf', {
    title: 'Mita Das',
    mobile: '+91 98765 43210',
  });
  stored.set('prescription/rahulUpload000000001.png', { title: 'Rahul Sen', mobile: OTHER });
}

/** Every document of every collection erasure searches, as id → data. */
async function everything(db: Firestore) {
  const all = new Map<string, Record<string, unknown>>();
  for (const collection of [...writtenCollections, NOTIFICATIONS]) {
    for (const document of (await db.collection(collection).get()).docs) {
      all.set(`${collection}/${document.id}`, document.data());
    }
  }
  return all;
}

async function arrange() {
  const project = staffProject();
  const db = adminFirestore(project);
  await storePeople(db);
  const { files, stored } = fakeFiles();
  storeFiles(stored);
  const tool = makeEnquiriesErase(() => ({ files, close: async () => {} }));
  const run = (args: string[]) =>
    runStaffTool(tool, [...args, '--project', project], { cwd: workFolder().folder });
  return { db, stored, run };
}

describe('enquiries:erase', () => {
  it('lists everything that holds the number, however it was typed, and changes nothing without --yes', async () => {
    const { db, stored, run } = await arrange();
    const before = await everything(db);
    const filesBefore = new Map(stored);

    const dryRun = await run(['--mobile', '+91 98765 43210']);

    expect(dryRun.err).toEqual([]);
    expect(dryRun.code).toBe(0);
    const listed = dryRun.out.join('\n');
    for (const place of [
      'record   Home-Sample-Enquiry/mita-enquiry (Mita Das)',
      'record   Home-Sample-Enquiry/mita-by-phone (Mita Das)',
      'record   Customer_Feedback/mita-feedback (Mita)',
      'record   Home-Visit-Request/mita-home-visit (Mita Das)',
      'record   Prescription-Upload/mitaUpload0000000001 (Mita Das)',
      'e-mail   Notifications/feedback:mita-feedback (failed)',
      `digest   Notifications/_quota: - Home sample collection request: Mita Das, tel:+91${ASKING}`,
      `digest   Notifications/_digest: - Prescription uploaded: Mita Das, tel:+91${ASKING}`,
      'file     gs://demo-bucket/prescription/mitaUpload0000000001.jpg (Mita Das)',
      'file     gs://demo-bucket/quarantine/prescription/mitaUpload0000000002.pdf (Mita Das)',
    ]) {
      expect(listed).toContain(place);
    }
    expect(listed).not.toContain('rahul');
    expect(listed).toContain(`10 item(s) hold ${ASKING}. Nothing was changed: add --yes`);
    expect(await everything(db)).toEqual(before);
    expect(stored).toEqual(filesBefore);
  });

  it('with --yes leaves no document or file holding the number, and keeps everyone else’s', async () => {
    const { db, stored, run } = await arrange();

    const erased = await run(['--mobile', '৯৮৭৬৫ ৪৩২১০', '--yes']);

    expect(erased.err).toEqual([]);
    expect(erased.code).toBe(0);
    expect(erased.out.join('\n')).toContain('Erased 10 item(s). Now clear by hand');
    const left = await everything(db);
    expect([...left].filter(([, data]) => holdsMobile(data, ASKING))).toEqual([]);
    expect([...stored].filter(([, metadata]) => holdsMobile(metadata, ASKING))).toEqual([]);
    expect([...stored.keys()]).toEqual(['prescription/rahulUpload000000001.png']);
    expect(left.has('Customer_Feedback/rahul-feedback')).toBe(true);
    // The digest still counts, and names, the others held back; a digest of her alone is gone.
    expect(left.get(`${NOTIFICATIONS}/_quota`)).toMatchObject({
      held: [`- Feedback: Rahul Sen, tel:+91${OTHER} — link`],
      heldCount: 4,
    });
    expect(left.has(`${NOTIFICATIONS}/_digest`)).toBe(false);

    const again = await run(['--mobile', ASKING]);
    expect(again.out).toContain(`Nothing holds ${ASKING}.`);
  });

  it.each(['98765 4321', '12345 67890', '+1 987 654 3210', 'nine eight seven'])(
    'refuses the malformed number "%s", exits non-zero and deletes nothing',
    async (typed) => {
      const { db, stored, run } = await arrange();
      const before = await everything(db);
      const filesBefore = new Map(stored);

      const refused = await run(['--mobile', typed, '--yes']);

      expect(refused.code).toBe(2);
      expect(refused.err.join('\n')).toContain(`"${typed}" is not a 10-digit Indian mobile number`);
      expect(await everything(db)).toEqual(before);
      expect(stored).toEqual(filesBefore);
    },
  );

  it('asks for the number when none is given', async () => {
    const { run } = await arrange();

    const refused = await run(['--yes']);

    expect(refused.code).toBe(2);
    expect(refused.err.join('\n')).toContain('Give the number: --mobile <number>.');
  });

  it('says the files were not searched when there is no bucket to search', async () => {
    const project = staffProject();
    await storePeople(adminFirestore(project));
    const tool = makeEnquiriesErase(() => 'no Storage emulator is running');

    const dryRun = await runStaffTool(tool, ['--mobile', ASKING, '--project', project], {
      cwd: workFolder().folder,
    });

    expect(dryRun.code).toBe(0);
    expect(dryRun.err).toEqual(['Files not searched: no Storage emulator is running.']);
    expect(dryRun.out.join('\n')).toContain(`8 item(s) hold ${ASKING}`);
  });
});
