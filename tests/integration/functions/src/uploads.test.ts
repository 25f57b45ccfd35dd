import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { notifyCentre } from '../../../../functions/src/notifications';
import { handleStoredUpload, QUARANTINE_FOLDER } from '../../../../functions/src/uploads';
import { fakeBucket } from '../../../support/fake-bucket';
import { prescriptionHeads } from '../../../support/fixtures/prescription-heads';
import { prescriptionFiles } from '../../../support/fixtures/prescription-files';
import { centreMailbox } from '../../../support/centre-mailbox';

/**
 * The storage trigger's handler on a stored prescription, with a bucket in memory (the Storage
 * emulator does not run here), the e-mail log on the official Firestore emulator and EmailJS
 * answered by the stand-in.
 */

const centre = centreMailbox();
const sender = { title: 'Rina Sen', mobile: '9123456780', originalName: 'photo.jpg' };
const path = 'prescription/AbCdEfGhIjKlMnOpQrSt.jpg';

/** What the trigger does when Storage reports the file stored. */
const stored = (storage: ReturnType<typeof fakeBucket>, contentType: string, name = path) =>
  handleStoredUpload(
    storage.bucket,
    centre.db,
    {
      name,
      bucket: storage.bucket.name,
      contentType,
      metadata: sender,
      timeCreated: '2026-11-24T05:31:00Z',
    },
    centre.projectId,
    (notice) => notifyCentre(centre.db, notice, centre.send),
  );

describe('a stored prescription', () => {
  it('that is a renamed executable is quarantined, and staff are told not to open it', async () => {
    const storage = fakeBucket();
    storage.put(path, prescriptionHeads.exe, {
      contentType: 'image/jpeg',
      contentDisposition: 'attachment; filename="photo.exe"',
    });

    expect(await stored(storage, 'image/jpeg')).toMatchObject({
      state: 'quarantined',
      path: `${QUARANTINE_FOLDER}/${path}`,
    });

    expect([...storage.files.keys()]).toEqual([`${QUARANTINE_FOLDER}/${path}`]);
    const { metadata } = storage.files.get(`${QUARANTINE_FOLDER}/${path}`) ?? {};
    // The uploader's link is gone, and so is the header the client set.
    expect(metadata).toEqual({ contentType: 'image/jpeg', metadata: {} });
    expect(centre.emailJs.posted).toHaveLength(1);
    const email = centre.emailJs.posted[0]?.template_params;
    expect(email?.subject).toBe(
      'Prescription uploaded (file quarantined: its first bytes are not a photo or a PDF, ' +
        'but it was sent as a JPEG photo; do not open it): Rina Sen, 9123456780',
    );
    expect(email?.message).toContain('Mobile: 9123456780 tel:+919123456780');
    expect(email?.message).toContain(
      'files/~2Fquarantine~2Fprescription~2FAbCdEfGhIjKlMnOpQrSt.jpg',
    );
  });

  it('marks its record, so that the path its move frees takes no other file', async () => {
    const record = centre.db.doc('Prescription-Upload/AbCdEfGhIjKlMnOpQrSt');
    await record.set({ title: 'Rina Sen', mobile: '9123456780', extension: 'jpg', size: 4 });
    const storage = fakeBucket();
    storage.put(path, prescriptionHeads.exe, { contentType: 'image/jpeg' });
    await stored(storage, 'image/jpeg');
    expect((await record.get()).get('quarantinedAt')).toBeInstanceOf(Timestamp);
    expect((await record.get()).get('title')).toBe('Rina Sen');

    // A file that is what it claims leaves its record as it came; a record gone is left gone.
    const kept = 'prescription/KpKpKpKpKpKpKpKpKpKp.pdf';
    const keptRecord = centre.db.doc('Prescription-Upload/KpKpKpKpKpKpKpKpKpKp');
    await keptRecord.set({ title: 'Rina Sen', extension: 'pdf', size: 4 });
    storage.put(kept, prescriptionFiles.pdf, { contentType: 'application/pdf' });
    await stored(storage, 'application/pdf', kept);
    expect((await keptRecord.get()).get('quarantinedAt')).toBeUndefined();
    const orphan = 'prescription/OrOrOrOrOrOrOrOrOrOr.jpg';
    storage.put(orphan, prescriptionHeads.exe, { contentType: 'image/jpeg' });
    expect(await stored(storage, 'image/jpeg', orphan)).toMatchObject({ state: 'quarantined' });
    expect((await centre.db.doc('Prescription-Upload/OrOrOrOrOrOrOrOrOrOr').get()).exists).toBe(
      false,
    );
  });

  it('already quarantined, when its event comes again, is still reported quarantined, and told of once', async () => {
    const storage = fakeBucket();
    storage.put(path, prescriptionHeads.exe, { contentType: 'image/jpeg' });
    const first = await stored(storage, 'image/jpeg');

    // The platform delivers the event again: the file is no longer where it was sent.
    expect(await stored(storage, 'image/jpeg')).toEqual(first);
    expect(first).toMatchObject({
      state: 'quarantined',
      path: `${QUARANTINE_FOLDER}/${path}`,
      problem: expect.stringMatching(/^file quarantined: its first bytes are not a photo/),
    });
    expect(centre.emailJs.posted).toHaveLength(1);
  });

  it('neither where it was sent nor in quarantine is gone, and nothing is told', async () => {
    expect(await stored(fakeBucket(), 'image/jpeg')).toEqual({ state: 'gone' });
    expect(centre.emailJs.posted).toHaveLength(0);
  });

  it('that is a photo sent as another kind is quarantined too', async () => {
    const storage = fakeBucket();
    storage.put(path, prescriptionHeads.png, { contentType: 'image/jpeg' });

    expect(await stored(storage, 'image/jpeg')).toMatchObject({ state: 'quarantined' });
    expect(centre.emailJs.posted[0]?.template_params.subject).toContain(
      'its first bytes are a PNG image, but it was sent as a JPEG photo',
    );
  });

  it('that is what it claims stays where it is, without its download link, and is told of once', async () => {
    const storage = fakeBucket();
    storage.put(path, prescriptionFiles.jpg, { contentType: 'image/jpeg', cacheControl: 'public' });

    expect(await stored(storage, 'image/jpeg')).toEqual({ state: 'kept', path });
    expect(storage.files.get(path)?.metadata).toEqual({ contentType: 'image/jpeg', metadata: {} });
    // The event again, as the platform may deliver it: nothing more.
    expect(await stored(storage, 'image/jpeg')).toEqual({ state: 'kept', path });
    expect(centre.emailJs.posted.map(({ template_params }) => template_params.subject)).toEqual([
      'Prescription uploaded: Rina Sen, 9123456780',
    ]);
  });

  it('that begins as a photo but was cut off is quarantined, and staff are told why', async () => {
    const storage = fakeBucket();
    storage.put(path, prescriptionFiles.truncatedJpg, { contentType: 'image/jpeg' });

    expect(await stored(storage, 'image/jpeg')).toMatchObject({ state: 'quarantined' });
    expect(centre.emailJs.posted[0]?.template_params.subject).toBe(
      'Prescription uploaded (file quarantined: it begins as a JPEG photo but is cut short or ' +
        'cannot be opened as one; do not open it): Rina Sen, 9123456780',
    );
  });

  it('that is %PDF- followed by a ZIP archive is quarantined', async () => {
    const storage = fakeBucket();
    const pdfPath = path.replace(/\.jpg$/, '.pdf');
    storage.put(pdfPath, prescriptionFiles.pdfThenZip, { contentType: 'application/pdf' });

    expect(await stored(storage, 'application/pdf', pdfPath)).toMatchObject({
      state: 'quarantined',
      path: `${QUARANTINE_FOLDER}/${pdfPath}`,
      problem: expect.stringContaining('begins as a PDF but is cut short or cannot be opened'),
    });
  });

  it('that is a whole PDF, PNG, WebP or HEIC photo stays where it is', async () => {
    const kinds = [
      ['pdf', 'application/pdf'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['heic', 'image/heic'],
    ] as const;
    for (const [kind, contentType] of kinds) {
      const storage = fakeBucket();
      const kindPath = path.replace(/\.jpg$/, `.${kind}`);
      storage.put(kindPath, prescriptionFiles[kind], { contentType });
      expect(await stored(storage, contentType, kindPath)).toEqual({
        state: 'kept',
        path: kindPath,
      });
    }
  });

  it('anywhere but under prescription/ is left alone, quarantined files included', async () => {
    const storage = fakeBucket();
    storage.put(`${QUARANTINE_FOLDER}/${path}`, prescriptionHeads.exe);

    expect(await stored(storage, 'image/jpeg', `${QUARANTINE_FOLDER}/${path}`)).toBeNull();
    expect(centre.emailJs.posted).toHaveLength(0);
  });
});
