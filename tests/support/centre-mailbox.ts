import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { emailJsSender } from '../../functions/src/emailjs';
import type { SendEmail } from '../../functions/src/notices';
import { openFirestore, type OpenFirestore } from '../../scripts/staff/lib/firestore-target';
import { startStandInEmailJs, type StandInEmailJs } from './stand-in-emailjs';

export interface CentreMailbox {
  /** A project of the test file's own on the official emulator, through the Admin SDK. */
  db: Firestore;
  projectId: string;
  /** EmailJS's stand-in, which keeps what it was sent and answers as a test asks. */
  emailJs: StandInEmailJs;
  /** The functions' sender, pointed at the stand-in. */
  send: SendEmail;
}

/**
 * What the functions' handlers run against in a test: the official Firestore emulator with the
 * Admin SDK, and EmailJS answered by the stand-in at the network edge, so what is posted is what
 * EmailJS would get. Call it once at the top of a test file: it starts both before the tests,
 * stops them after, and before each test forgets what the stand-in got and deletes `cleared`.
 */
export function centreMailbox(cleared: readonly string[] = ['Notifications']): CentreMailbox {
  const projectId = `demo-lab-site-${randomUUID().slice(0, 8)}`;
  const centre = { projectId } as CentreMailbox;
  let staff: OpenFirestore;
  beforeAll(async () => {
    centre.emailJs = await startStandInEmailJs();
    centre.send = emailJsSender({
      origin: centre.emailJs.origin,
      serviceId: 'service_lab',
      templateId: 'template_enquiry',
      publicKey: 'public-key',
      privateKey: 'private-key',
    });
    staff = openFirestore({ kind: 'emulator', host: inject('firestoreEmulatorHost'), projectId });
    centre.db = staff.db;
  });
  afterAll(async () => {
    await staff.close();
    await centre.emailJs.stop();
  });
  beforeEach(async () => {
    centre.emailJs.posted.length = 0;
    centre.emailJs.answers.length = 0;
    for (const collection of cleared) {
      await centre.db.recursiveDelete(centre.db.collection(collection));
    }
  });
  return centre;
}
