import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  photoCollections,
  PRESCRIPTION_UPLOADS,
  PUBLISHED_CATALOGUE,
  PUBLISHED_SETTINGS,
  PUBLISHED_SETTINGS_ID,
  QUOTA_WINDOW_MINUTES,
  RETENTION_CLOCK_SLACK_DAYS,
  EXPIRY_CAP_DAYS,
  KEPT_DAYS,
  ACCOUNT_LIMIT_PER_WINDOW,
  SIGN_IN_FRESH_MINUTES,
  SENDER_QUOTA,
  senderQuotaId,
  SITE_SETTINGS,
  SUBMISSION_QUOTA,
  SUBMISSION_STATUS,
  submissionCollections,
  type SubmissionKind,
  type WrittenCollection,
} from '../../src/shared/collections';
import {
  CEILING_PER_WINDOW,
  UPLOAD_BYTES_PER_WINDOW,
  UPLOAD_CEILING_PER_WINDOW,
} from '../../src/shared/ceilings';
import { listCollections, readCaps } from '../../src/shared/catalogue-lists';
import { FIELD_INSIGHT_SHARDS, FIELD_INSIGHTS } from '../../src/shared/field-insights';
import { PRESCRIPTION_MAX_BYTES } from '../../src/shared/prescription-files';

/**
 * firestore.rules against the official Firestore emulator, which evaluates the rules as production
 * does: part of `npm test` (the `integration` project, on the emulator global-setup starts). The
 * collections, keys, limits, retention and quota come from src/shared/collections.ts, the
 * definitions the site writes with. Each refusal below is something a script or a clumsy client
 * once got stored (issues 17 and 28); what the site itself sends is tested through its own data
 * module in tests/integration/data/submissions.test.ts. A visitor who sends is signed in
 * anonymously: here with the emulator's tokens of the form the Auth emulator issues.
 */
const catalogue = [...Object.values(listCollections), ...Object.values(photoCollections)];
const kinds = Object.keys(submissionCollections) as SubmissionKind[];

type Db = firebase.firestore.Firestore;
type Fields = Record<string, unknown>;

const { serverTimestamp, increment } = firebase.firestore.FieldValue;
const { Timestamp } = firebase.firestore;
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** What a visitor's form stores, every field at a value the site would send. */
const validFields: Record<SubmissionKind, Fields> = {
  homeSampleEnquiry: {
    title: 'Mita Das',
    mobile: '9876543210',
    pin: '741101',
    city: 'Krishnanagar',
    enquiry: 'Thyroid profile',
    status: SUBMISSION_STATUS,
  },
  feedback: {
    title: 'Rahul Sen',
    mobile: '6123456789',
    emailaddress: 'rahul@example.com',
    lastvisit: 'Station Road centre',
    enquiry: 'Quick and polite.',
    status: SUBMISSION_STATUS,
  },
  homeVisit: {
    from_name: 'Asha Roy',
    from_mobile: '9830012345',
    from_city: 'Krishnanagar',
    from_labtestname: 'CBC, lipid profile',
    status: SUBMISSION_STATUS,
  },
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const autoId = () =>
  Array.from({ length: 20 }, () => ALPHANUMERIC[Math.floor(Math.random() * 62)]).join('');

const retentionFromNow = (days = KEPT_DAYS) => Timestamp.fromMillis(Date.now() + days * DAY);

/** The record's two times as the site sets them. */
const stamped = (fields: Fields): Fields => ({
  ...fields,
  createdAt: serverTimestamp(),
  expiresAt: retentionFromNow(),
});

/** A signed-in visitor's client, and the user id its records are counted by. */
interface Sender {
  db: Db;
  uid: string;
}

type QuotaMove = 'count' | 'open' | 'none';

/**
 * One record written as the site's adapter writes it: in a batch with its collection's counter
 * and its sender's, each moved on by one (`count`) or starting a new window (`open`); an upload's
 * collection counter adds the size its record declares to its bytes. Resolves with the record's id.
 */
async function write(
  { db, uid }: Sender,
  name: WrittenCollection,
  record: Fields,
  { id = autoId(), ceiling = 'count' as QuotaMove, own = 'count' as QuotaMove } = {},
): Promise<string> {
  const batch = db.batch();
  // A size that is no number is counted as none: the record's own rule refuses it.
  const declared = typeof record.size === 'number' ? record.size : 0;
  const bytes = name === PRESCRIPTION_UPLOADS ? [declared] : [];
  const counters = [
    [db.doc(`${SUBMISSION_QUOTA}/${name}`), ceiling, {}, bytes],
    [
      db.doc(`${SENDER_QUOTA}/${senderQuotaId(name, uid)}`),
      own,
      { expiresAt: record.expiresAt },
      [],
    ],
  ] as const;
  for (const [counter, move, expiry, added] of counters) {
    if (move === 'open') {
      const sums = Object.fromEntries(added.map((size) => ['bytes', size]));
      batch.set(counter, {
        windowStart: serverTimestamp(),
        count: 1,
        lastId: id,
        ...expiry,
        ...sums,
      });
    }
    if (move === 'count') {
      const sums = Object.fromEntries(added.map((size) => ['bytes', increment(size)]));
      batch.update(counter, { count: increment(1), lastId: id, ...expiry, ...sums });
    }
  }
  batch.set(db.doc(`${name}/${id}`), record);
  await batch.commit();
  return id;
}

/** As the site sends: each counter opening a new window, or counting in the open one. */
async function send(from: Sender, name: WrittenCollection, fields: Fields): Promise<string> {
  const record = stamped(fields);
  let refusal: unknown;
  for (const [ceiling, own] of [
    ['open', 'open'],
    ['count', 'open'],
    ['open', 'count'],
    ['count', 'count'],
  ] as const) {
    try {
      return await write(from, name, record, { ceiling, own });
    } catch (error) {
      refusal = error;
    }
  }
  throw refusal;
}

describe('firestore.rules (official emulator)', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    const [host, port] = inject('firestoreEmulatorHost').split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-lab-site-rules',
      firestore: {
        host,
        port: Number(port),
        rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      },
    });
  });
  afterAll(() => env.cleanup());
  beforeEach(() => env.clearFirestore());

  /** Someone who has not signed in: may read the catalogue, nothing more. */
  const visitor = () => env.unauthenticatedContext().firestore() as unknown as Db;
  /**
   * A visitor signed in anonymously, as the site signs in whoever sends a form: by default a
   * moment ago (Auth's `auth_time`, in seconds), else `signedInMinutesAgo`.
   */
  const sender = (uid = 'sender-one', signedInMinutesAgo = 0): Sender => ({
    uid,
    db: env
      .authenticatedContext(uid, {
        auth_time: Math.floor((Date.now() - signedInMinutesAgo * MINUTE) / 1000),
        firebase: { sign_in_provider: 'anonymous' },
      })
      .firestore() as unknown as Db,
  });
  /** Signing in any other way gives no rights: the site has no accounts. */
  const signedIn = () => env.authenticatedContext('someone').firestore() as unknown as Db;
  const seed = (path: string, data: Fields) =>
    env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(path).set(data);
    });
  /** How many records a collection holds, as staff see in the console. */
  const stored = async (name: string) => {
    let size = 0;
    await env.withSecurityRulesDisabled(async (context) => {
      size = (await context.firestore().collection(name).get()).size;
    });
    return size;
  };
  /**
   * A collection's counter whose window started `minutesAgo`, already holding `count` records
   * (and, for uploads, `bytes`).
   */
  const seedQuota = (name: WrittenCollection, minutesAgo: number, count: number, bytes?: number) =>
    seed(`${SUBMISSION_QUOTA}/${name}`, {
      windowStart: Timestamp.fromMillis(Date.now() - minutesAgo * MINUTE),
      count,
      lastId: autoId(),
      ...(bytes === undefined ? {} : { bytes }),
    });
  /** The same for one sender's counter. */
  const seedSenderQuota = (
    name: WrittenCollection,
    uid: string,
    minutesAgo: number,
    count: number,
  ) =>
    seed(`${SENDER_QUOTA}/${senderQuotaId(name, uid)}`, {
      windowStart: Timestamp.fromMillis(Date.now() - minutesAgo * MINUTE),
      count,
      lastId: autoId(),
      expiresAt: retentionFromNow(),
    });

  describe('the published lists', () => {
    beforeEach(() => seed(`${PUBLISHED_CATALOGUE}/Labtest`, { format: 1, items: {} }));

    it('can be read by anyone, one list by its name', async () => {
      await assertSucceeds(visitor().doc(`${PUBLISHED_CATALOGUE}/Labtest`).get());
      await assertSucceeds(visitor().doc(`${PUBLISHED_CATALOGUE}/Radiology`).get());
    });

    it('cannot be listed, nor written by anyone but the Admin SDK', async () => {
      await assertFails(visitor().collection(PUBLISHED_CATALOGUE).get());
      for (const db of [visitor(), sender().db, signedIn()]) {
        const list = db.doc(`${PUBLISHED_CATALOGUE}/Labtest`);
        await assertFails(list.set({ format: 1, items: { cbc: '{"name":"CBC","price":1}' } }));
        await assertFails(list.update({ 'items.cbc': '{"name":"CBC","price":1}' }));
        await assertFails(list.delete());
        await assertFails(db.doc(`${PUBLISHED_CATALOGUE}/Anything`).set({ format: 1 }));
      }
    });
  });

  describe('the site’s settings', () => {
    const published = `${PUBLISHED_SETTINGS}/${PUBLISHED_SETTINGS_ID}`;
    beforeEach(() =>
      Promise.all([
        seed(published, { format: 1, sections: { synonyms: '{}' }, problems: [] }),
        seed(`${PUBLISHED_SETTINGS}/other`, { format: 1 }),
        seed(`${SITE_SETTINGS}/synonyms`, { typhoid: 'widal' }),
      ]),
    );

    it('can be read by anyone as the one published document, and in no other way', async () => {
      await assertSucceeds(visitor().doc(published).get());
      for (const db of [visitor(), signedIn()]) {
        await assertFails(db.collection(PUBLISHED_SETTINGS).get());
        await assertFails(db.doc(`${PUBLISHED_SETTINGS}/other`).get());
      }
    });

    it('cannot be written by anyone but the Admin SDK', async () => {
      for (const db of [visitor(), sender().db, signedIn()]) {
        await assertFails(db.doc(published).set({ format: 1, sections: {} }));
        await assertFails(db.doc(published).update({ problems: [] }));
        await assertFails(db.doc(published).delete());
      }
    });

    it('as staff edit them, cannot be read, listed or written from the site', async () => {
      for (const db of [visitor(), sender().db, signedIn()]) {
        await assertFails(db.doc(`${SITE_SETTINGS}/synonyms`).get());
        await assertFails(db.collection(SITE_SETTINGS).get());
        await assertFails(db.doc(`${SITE_SETTINGS}/synonyms`).set({ sugar: 'glucose' }));
        await assertFails(db.doc(`${SITE_SETTINGS}/synonyms`).update({ sugar: 'glucose' }));
        await assertFails(db.doc(`${SITE_SETTINGS}/synonyms`).delete());
      }
    });
  });

  describe('the field data’s daily figures', () => {
    const shard = `${FIELD_INSIGHTS}/2026-11-25/${FIELD_INSIGHT_SHARDS}/3`;
    beforeEach(() => seed(shard, { day: '2026-11-25', tally: { beacons: 1 } }));

    it('cannot be read, listed or written from the site, whoever asks', async () => {
      for (const db of [visitor(), signedIn()]) {
        await assertFails(db.doc(shard).get());
        await assertFails(
          db.collection(`${FIELD_INSIGHTS}/2026-11-25/${FIELD_INSIGHT_SHARDS}`).get(),
        );
        await assertFails(db.collectionGroup(FIELD_INSIGHT_SHARDS).get());
        await assertFails(db.doc(shard).set({ tally: { beacons: 1000 } }));
        await assertFails(db.doc(shard).update({ 'tally.beacons': increment(1) }));
        await assertFails(db.doc(shard).delete());
        await assertFails(db.doc(`${FIELD_INSIGHTS}/2026-11-25`).set({ day: '2026-11-25' }));
      }
    });
  });

  describe.each(catalogue)('the catalogue collection %s', (name) => {
    beforeEach(() => seed(`${name}/one`, { name: 'One' }));

    it('can be read by anyone one document at a time, by its id', async () => {
      await assertSucceeds(visitor().doc(`${name}/one`).get());
      await assertSucceeds(visitor().doc(`${name}/added-after-the-deploy`).get());
    });

    it('cannot be written by anyone', async () => {
      for (const db of [visitor(), sender().db, signedIn()]) {
        await assertFails(db.collection(name).add({ name: 'New' }));
        await assertFails(db.doc(`${name}/one`).set({ name: 'Changed' }));
        await assertFails(db.doc(`${name}/one`).update({ name: 'Changed' }));
        await assertFails(db.doc(`${name}/one`).delete());
      }
    });
  });

  describe.each(Object.values(listCollections))('the list collection %s', (name) => {
    beforeEach(() =>
      Promise.all([
        seed(`${name}/one`, { name: 'One' }),
        seed(`${PUBLISHED_CATALOGUE}/${name}`, { format: 1, items: {} }),
      ]),
    );

    it('cannot be listed by anyone, however the query is written, while its published list is read', async () => {
      for (const db of [visitor(), signedIn()]) {
        await assertFails(db.collection(name).get());
        await assertFails(db.collection(name).limit(1).get());
        await assertFails(db.collection(name).where('name', '==', 'One').get());
        await assertFails(db.collectionGroup(name).get());
      }
      await assertSucceeds(visitor().doc(`${PUBLISHED_CATALOGUE}/${name}`).get());
      await assertSucceeds(visitor().doc(`${name}/one`).get());
    });
  });

  describe.each(Object.values(photoCollections))('the photo collection %s', (name) => {
    beforeEach(() => seed(`${name}/one`, { slider1: '/images/x.webp' }));

    it(`can be listed ${readCaps[name]} records at a time, as the landing page reads it, and no more`, async () => {
      await assertSucceeds(visitor().collection(name).limit(readCaps[name]).get());
      await assertFails(visitor().collection(name).get());
      await assertFails(
        visitor()
          .collection(name)
          .limit(readCaps[name] + 1)
          .get(),
      );
    });
  });

  describe.each(kinds)('the %s collection', (kind) => {
    const { name } = submissionCollections[kind];
    const maxLengths: Readonly<Record<string, number>> = submissionCollections[kind].maxLengths;
    const valid = validFields[kind];
    const keys = Object.keys(maxLengths);
    // The home visit keeps its form's own names: from_name, from_mobile.
    const [nameKey = 'title'] = keys;
    const mobileKey = keys.find((key) => key.endsWith('mobile')) ?? 'mobile';
    const shapedKeys = [mobileKey, 'pin', 'emailaddress'];
    /** Sends `fields` as the site would, and says whether the rules took it. */
    const refuses = (fields: Fields) => assertFails(send(sender(), name, fields));

    it('takes records of exactly the form’s keys, as the site sends them', async () => {
      await assertSucceeds(send(sender(), name, valid));
      await assertSucceeds(send(sender('sender-two'), name, valid));
      await assertSucceeds(send(sender('sender-three'), name, valid));
      expect(await stored(name)).toBe(3);
    });

    it('refuses a record from someone not signed in, or signed in other than anonymously', async () => {
      const anonymous = { db: visitor(), uid: 'sender-one' };
      for (const from of [anonymous, { db: signedIn(), uid: 'someone' }]) {
        await assertFails(write(from, name, stamped(valid), { ceiling: 'open', own: 'open' }));
        await assertFails(write(from, name, stamped(valid), { ceiling: 'open', own: 'none' }));
      }
      expect(await stored(name)).toBe(0);
    });

    it('takes every free-text field at its longest, in any script', async () => {
      const longest = Object.fromEntries(
        keys
          .filter((key) => !shapedKeys.includes(key))
          .map((key) => [key, 'মি'.repeat((maxLengths[key] ?? 0) / 2)]),
      );
      await assertSucceeds(send(sender(), name, { ...valid, ...longest }));
    });

    it('refuses an extra key, a missing key and any status but the fixed one', async () => {
      await refuses({ ...valid, extra: 'x' });
      for (const key of [...keys, 'status']) {
        await refuses(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)));
      }
      for (const status of ['Done', 'available', '', true]) await refuses({ ...valid, status });
    });

    it.each(keys)('refuses %s as a number, blank or one character too long', async (key) => {
      for (const value of [12345, '', '   ', 'x'.repeat((maxLengths[key] ?? 0) + 1)]) {
        await refuses({ ...valid, [key]: value });
      }
    });

    it('refuses a name or text of only invisible or space characters', async () => {
      const invisible = ['\u200b', '\u00a0', '\u3000 \u2003', '\ufeff', '\u2060\u200d', '\t\n'];
      for (const key of keys.filter((key) => !shapedKeys.includes(key))) {
        for (const value of invisible) await refuses({ ...valid, [key]: value });
      }
      await refuses({ ...valid, [nameKey]: 'Mita\nDas' });
    });

    it('refuses a mobile that is not ten digits starting 6 to 9', async () => {
      for (const mobile of [
        'call me maybe',
        '98765\n=1+1',
        '+919876543210',
        '09876543210',
        '5876543210',
        '987654321',
        '98765 43210',
        '৯৮৭৬৫৪৩২১০',
      ]) {
        await refuses({ ...valid, [mobileKey]: mobile });
      }
    });

    it('refuses a record whose times are not the server’s and the retention period', async () => {
      const record = stamped(valid);
      const refusesWrite = (fields: Fields) =>
        assertFails(write(sender(), name, fields, { ceiling: 'open', own: 'open' }));
      await refusesWrite({ ...record, createdAt: Timestamp.now() });
      await refusesWrite({ ...record, createdAt: Timestamp.fromMillis(Date.now() - DAY) });
      await refusesWrite(
        Object.fromEntries(Object.entries(record).filter(([k]) => k !== 'createdAt')),
      );
      await refusesWrite({ ...record, expiresAt: retentionFromNow(3650) });
      await refusesWrite({ ...record, expiresAt: retentionFromNow(1) });
      // Past the cap, by as little as an hour: the TTL's delay would keep it beyond the notice.
      await refusesWrite({
        ...record,
        expiresAt: retentionFromNow(EXPIRY_CAP_DAYS + 1 / 24),
      });
      await refusesWrite({ ...record, expiresAt: 'never' });
      // A phone whose clock is a few days out still saves.
      await assertSucceeds(
        write(
          sender(),
          name,
          {
            ...record,
            expiresAt: retentionFromNow(KEPT_DAYS - RETENTION_CLOCK_SLACK_DAYS + 1),
          },
          { ceiling: 'open', own: 'open' },
        ),
      );
      await assertSucceeds(
        write(
          sender('sender-two'),
          name,
          {
            ...record,
            expiresAt: retentionFromNow(KEPT_DAYS + RETENTION_CLOCK_SLACK_DAYS - 1 / 24),
          },
          { ceiling: 'count', own: 'open' },
        ),
      );
    });

    it('refuses a document id the writer chose', async () => {
      await seedQuota(name, 0, 0);
      await seedSenderQuota(name, 'sender-one', 0, 0);
      for (const id of ['=1+1', 'x'.repeat(1500), '=HYPERLINK("x.example","Open")']) {
        await assertFails(write(sender(), name, stamped(valid), { id }));
      }
      await assertFails(sender().db.doc(`${name}/chosen-id`).set(stamped(valid)));
      expect(await stored(name)).toBe(0);
    });

    it('cannot be read, listed, changed or deleted, even by the one who sent it', async () => {
      const id = await send(sender(), name, valid);
      for (const db of [visitor(), sender().db, signedIn()]) {
        await assertFails(db.doc(`${name}/${id}`).get());
        await assertFails(db.collection(name).get());
        await assertFails(db.doc(`${name}/${id}`).set(stamped(valid)));
        await assertFails(db.doc(`${name}/${id}`).update({ status: SUBMISSION_STATUS }));
        await assertFails(db.doc(`${name}/${id}`).delete());
      }
    });
  });

  it('refuses a home sample PIN that is not six digits', async () => {
    const { name } = submissionCollections.homeSampleEnquiry;
    for (const pin of ['ABCDEFGHIJ', '041101', '74110', '7411011', '741 101']) {
      await assertFails(send(sender(), name, { ...validFields.homeSampleEnquiry, pin }));
    }
  });

  it('counts home visits apart, one an account and the ceiling for everyone, as the other forms', async () => {
    const { name } = submissionCollections.homeVisit;
    const visit = validFields.homeVisit;
    await assertSucceeds(send(sender('asha'), name, visit));
    await assertFails(send(sender('asha'), name, visit));
    await assertSucceeds(
      send(sender('asha'), submissionCollections.feedback.name, validFields.feedback),
    );
    await seedQuota(name, 1, CEILING_PER_WINDOW);
    await assertFails(send(sender('rina'), name, visit));
    expect(await stored(name)).toBe(1);
  });

  it('refuses a feedback e-mail address that is not plausibly shaped', async () => {
    const { name } = submissionCollections.feedback;
    for (const emailaddress of ['name@gmail', 'name gmail.com', '@example.com', 'a b@c.com']) {
      await assertFails(send(sender(), name, { ...validFields.feedback, emailaddress }));
    }
  });

  describe('the limits: one sender’s, and everyone’s', () => {
    const { name } = submissionCollections.homeSampleEnquiry;
    const enquiry = validFields.homeSampleEnquiry;
    /** Sends one after another, and says how many the rules took. */
    const sendInTurn = async (from: Sender, times: number) => {
      let taken = 0;
      for (let index = 0; index < times; index += 1) {
        taken += await send(from, name, enquiry).then(
          () => 1,
          () => 0,
        );
      }
      return taken;
    };

    it(`stops one account at ${ACCOUNT_LIMIT_PER_WINDOW} record an hour, while a second account in the same hour is taken`, async () => {
      expect(await sendInTurn(sender('bot'), ACCOUNT_LIMIT_PER_WINDOW + 3)).toBe(
        ACCOUNT_LIMIT_PER_WINDOW,
      );
      await assertSucceeds(send(sender('visitor'), name, enquiry));
      await assertFails(send(sender('bot'), name, enquiry));
      expect(await stored(name)).toBe(ACCOUNT_LIMIT_PER_WINDOW + 1);
    });

    it(`takes an account's record only within ${SIGN_IN_FRESH_MINUTES} minutes of its sign-in`, async () => {
      await assertSucceeds(send(sender('quick', SIGN_IN_FRESH_MINUTES - 1), name, enquiry));
      await assertFails(send(sender('kept', SIGN_IN_FRESH_MINUTES + 1), name, enquiry));
      await assertFails(send(sender('kept-a-month', 30 * 24 * 60), name, enquiry));
      expect(await stored(name)).toBe(1);
    });

    it("one machine's stored accounts cannot shut out a new sender", async () => {
      // A machine's stock of accounts made earlier, each sending the moment a window opens,
      // hour after hour: the counters' moves are the right ones, only the sign-in is old. (Two
      // hundred filled the old 1,000-an-hour ceiling; fifty show the rule as well, in less time.)
      const stock = Array.from({ length: 50 }, (_, index) => sender(`stored-${index}`, 61));
      for (const hour of [1, 2]) {
        if (hour === 2) await seedQuota(name, QUOTA_WINDOW_MINUTES + 1, 0);
        let taken = 0;
        for (let first = 0; first < stock.length; first += 10) {
          const tried = await Promise.all(
            stock.slice(first, first + 10).map((account) =>
              write(account, name, stamped(enquiry), { ceiling: 'open', own: 'open' }).then(
                () => 1,
                () => 0,
              ),
            ),
          );
          taken += tried.reduce((sum, one) => sum + one, 0);
        }
        expect(taken, `hour ${hour}`).toBe(0);
      }
      // What the same machine signs in afresh places one record an account.
      const fresh = Array.from({ length: 10 }, (_, index) => sender(`fresh-${index}`));
      expect(await sendInTurn(fresh[0]!, 3)).toBe(1);
      for (const account of fresh.slice(1)) await assertSucceeds(send(account, name, enquiry));
      await assertSucceeds(send(sender('new-visitor'), name, enquiry));
      expect(await stored(name)).toBe(fresh.length + 1);
    }, 300_000);

    it('stops a script of 2,000 creates, however it batches them', async () => {
      const { db, uid } = sender('bot');
      // Plain adds in four batched commits of 500, as the flood that stored 2,000 did. Each commit
      // is 500 rule evaluations on the emulator: its own time-out, so a busy machine cannot fail it.
      for (let commit = 0; commit < 4; commit += 1) {
        const batch = db.batch();
        for (let index = 0; index < 500; index += 1) {
          batch.set(db.collection(name).doc(), stamped(enquiry));
        }
        await assertFails(batch.commit());
      }
      // 500 records behind one move of each counter.
      const batch = db.batch();
      const ids = Array.from({ length: 500 }, autoId);
      const record = stamped(enquiry);
      batch.set(db.doc(`${SUBMISSION_QUOTA}/${name}`), {
        windowStart: serverTimestamp(),
        count: 1,
        lastId: ids[0],
      });
      batch.set(db.doc(`${SENDER_QUOTA}/${senderQuotaId(name, uid)}`), {
        windowStart: serverTimestamp(),
        count: 1,
        lastId: ids[0],
        expiresAt: record.expiresAt,
      });
      for (const id of ids) batch.set(db.doc(`${name}/${id}`), record);
      await assertFails(batch.commit());
      expect(await stored(name)).toBe(0);
    }, 120_000);

    it('moves only the sender’s own counter, and lets each sender read only its own', async () => {
      const bot = sender('bot');
      await seedSenderQuota(name, 'visitor', 1, 1);
      // The bot cannot fill another sender's counter, nor count its records there.
      const id = autoId();
      const record = stamped(enquiry);
      const batch = bot.db.batch();
      batch.set(bot.db.doc(`${SUBMISSION_QUOTA}/${name}`), {
        windowStart: serverTimestamp(),
        count: 1,
        lastId: id,
      });
      batch.update(bot.db.doc(`${SENDER_QUOTA}/${senderQuotaId(name, 'visitor')}`), {
        count: increment(1),
        lastId: id,
        expiresAt: record.expiresAt,
      });
      batch.set(bot.db.doc(`${name}/${id}`), record);
      await assertFails(batch.commit());
      await assertFails(
        write({ db: bot.db, uid: 'visitor' }, name, stamped(enquiry), {
          ceiling: 'open',
          own: 'open',
        }),
      );
      await assertFails(bot.db.doc(`${SENDER_QUOTA}/${senderQuotaId(name, 'visitor')}`).get());
      await assertSucceeds(
        sender('visitor')
          .db.doc(`${SENDER_QUOTA}/${senderQuotaId(name, 'visitor')}`)
          .get(),
      );
      await assertFails(bot.db.collection(SENDER_QUOTA).get());
      await assertFails(
        visitor()
          .doc(`${SENDER_QUOTA}/${senderQuotaId(name, 'visitor')}`)
          .get(),
      );
    });

    it('keeps a sender’s counter no longer than its record: the same expiry, for the TTL policy', async () => {
      const record = stamped(enquiry);
      const { db, uid } = sender();
      const id = autoId();
      const batch = db.batch();
      batch.set(db.doc(`${SUBMISSION_QUOTA}/${name}`), {
        windowStart: serverTimestamp(),
        count: 1,
        lastId: id,
      });
      batch.set(db.doc(`${SENDER_QUOTA}/${senderQuotaId(name, uid)}`), {
        windowStart: serverTimestamp(),
        count: 1,
        lastId: id,
        expiresAt: retentionFromNow(KEPT_DAYS + 1),
      });
      batch.set(db.doc(`${name}/${id}`), record);
      await assertFails(batch.commit());
      await assertSucceeds(write(sender(), name, record, { ceiling: 'open', own: 'open' }));
    });

    it(`refuses everyone once ${CEILING_PER_WINDOW} records came from all senders in the hour`, async () => {
      await seedQuota(name, 1, CEILING_PER_WINDOW - 1);
      await assertSucceeds(send(sender('one'), name, enquiry));
      await assertFails(send(sender('two'), name, enquiry));
      expect(await stored(name)).toBe(1);
      await seedQuota(PRESCRIPTION_UPLOADS, 1, UPLOAD_CEILING_PER_WINDOW, 0);
      await assertFails(
        send(sender('three'), PRESCRIPTION_UPLOADS, {
          title: 'Mita Das',
          mobile: '9876543210',
          extension: 'pdf',
          contentType: 'application/pdf',
          size: 1024,
        }),
      );
    });

    it('opens a new window an hour after the last one started, not before', async () => {
      await seedQuota(name, QUOTA_WINDOW_MINUTES - 1, CEILING_PER_WINDOW);
      await assertFails(send(sender(), name, enquiry));
      await seedQuota(name, QUOTA_WINDOW_MINUTES + 1, CEILING_PER_WINDOW);
      await seedSenderQuota(name, 'sender-one', QUOTA_WINDOW_MINUTES - 1, ACCOUNT_LIMIT_PER_WINDOW);
      await assertFails(send(sender(), name, enquiry));
      await seedSenderQuota(name, 'sender-one', QUOTA_WINDOW_MINUTES + 1, ACCOUNT_LIMIT_PER_WINDOW);
      await assertSucceeds(send(sender(), name, enquiry));
      await assertSucceeds(send(sender('sender-two'), name, enquiry));
      expect(await stored(name)).toBe(2);
    });

    it('counts each collection apart', async () => {
      await seedQuota(name, 1, CEILING_PER_WINDOW);
      await seedSenderQuota(submissionCollections.feedback.name, 'sender-one', 1, 0);
      await assertFails(send(sender(), name, enquiry));
      await assertSucceeds(
        send(sender(), submissionCollections.feedback.name, validFields.feedback),
      );
    });

    it('cannot be reset early, moved without a record, skipped ahead or deleted; read only by a sender', async () => {
      await seedQuota(name, 1, 5);
      await seedSenderQuota(name, 'sender-one', 1, 2);
      const from = sender();
      const counters = [
        from.db.doc(`${SUBMISSION_QUOTA}/${name}`),
        from.db.doc(`${SENDER_QUOTA}/${senderQuotaId(name, from.uid)}`),
      ];
      for (const counter of counters) {
        await assertFails(
          counter.set({ windowStart: serverTimestamp(), count: 1, lastId: autoId() }),
        );
        await assertFails(counter.update({ count: increment(1), lastId: autoId() }));
        await assertSucceeds(counter.get());
        await assertFails(counter.delete());
      }
      await assertFails(write(from, name, stamped(enquiry), { ceiling: 'open' }));
      await assertFails(write(from, name, stamped(enquiry), { own: 'open' }));
      await assertFails(write(from, name, stamped(enquiry), { own: 'none' }));
      await assertFails(write(from, name, stamped(enquiry), { ceiling: 'none' }));
      const id = autoId();
      const batch = from.db.batch();
      batch.update(counters[0]!, { count: 7, lastId: id });
      batch.update(counters[1]!, { count: increment(1), lastId: id });
      batch.set(from.db.doc(`${name}/${id}`), stamped(enquiry));
      await assertFails(batch.commit());
      await assertFails(visitor().doc(`${SUBMISSION_QUOTA}/${name}`).get());
      await assertFails(from.db.collection(SUBMISSION_QUOTA).get());
      await assertFails(
        write(from, 'Labtest' as WrittenCollection, stamped({ name: 'x' }), {
          ceiling: 'open',
          own: 'open',
        }),
      );
    });
  });

  describe('a prescription upload’s record', () => {
    const who = { title: 'Mita Das', mobile: '9876543210' };
    /** A sender of its own for each upload: six would pass one sender's limit. */
    const from = () => sender(`uploader-${autoId()}`);
    const upload = (extension: unknown, contentType: unknown, size: unknown = 600_000) =>
      send(from(), PRESCRIPTION_UPLOADS, { ...who, extension, contentType, size });
    const bytesCounted = async () => {
      let bytes: unknown;
      await env.withSecurityRulesDisabled(async (context) => {
        bytes = (
          await context.firestore().doc(`${SUBMISSION_QUOTA}/${PRESCRIPTION_UPLOADS}`).get()
        ).data()?.bytes;
      });
      return bytes;
    };

    it('takes the extension and type of a JPEG, PNG, WebP, HEIC, HEIF or PDF', async () => {
      await assertSucceeds(upload('jpg', 'image/jpeg'));
      await assertSucceeds(upload('png', 'image/png'));
      await assertSucceeds(upload('webp', 'image/webp'));
      await assertSucceeds(upload('heic', 'image/heic'));
      await assertSucceeds(upload('heif', 'image/heif'));
      await assertSucceeds(upload('pdf', 'application/pdf'));
    });

    it('refuses any other type, a mismatched pair, and extra keys', async () => {
      await assertFails(upload('svg', 'image/svg+xml'));
      await assertFails(upload('jpg', 'image/anything'));
      await assertFails(upload('exe', 'application/octet-stream'));
      await assertFails(upload('jpg', 'application/pdf'));
      await assertFails(upload(1, 'image/jpeg'));
      await assertFails(
        send(from(), PRESCRIPTION_UPLOADS, {
          ...who,
          extension: 'jpg',
          contentType: 'image/jpeg',
          size: 2048,
          originalName: 'x.jpg',
        }),
      );
    });

    it('declares its file’s size, from a byte to the page’s limit, which its counter adds', async () => {
      await assertSucceeds(upload('jpg', 'image/jpeg', 1));
      await assertSucceeds(upload('pdf', 'application/pdf', PRESCRIPTION_MAX_BYTES));
      expect(await bytesCounted()).toBe(1 + PRESCRIPTION_MAX_BYTES);
      for (const size of [0, -1, PRESCRIPTION_MAX_BYTES + 1, 1.5, '2048', null]) {
        await assertFails(upload('jpg', 'image/jpeg', size));
      }
      await assertFails(
        send(from(), PRESCRIPTION_UPLOADS, { ...who, extension: 'jpg', contentType: 'image/jpeg' }),
      );
      expect(await stored(PRESCRIPTION_UPLOADS)).toBe(2);
    });

    it(`refuses everyone once the hour’s ${UPLOAD_BYTES_PER_WINDOW} bytes, a 24th of the day’s, are declared`, async () => {
      await seedQuota(PRESCRIPTION_UPLOADS, 1, 20, UPLOAD_BYTES_PER_WINDOW - 1000);
      await assertFails(upload('jpg', 'image/jpeg', 1001));
      await assertSucceeds(upload('jpg', 'image/jpeg', 1000));
      expect(await bytesCounted()).toBe(UPLOAD_BYTES_PER_WINDOW);
      await assertFails(upload('jpg', 'image/jpeg', 1));
      // A new window starts the bytes again from the record that opens it.
      await seedQuota(PRESCRIPTION_UPLOADS, QUOTA_WINDOW_MINUTES + 1, 20, UPLOAD_BYTES_PER_WINDOW);
      await assertSucceeds(upload('pdf', 'application/pdf', PRESCRIPTION_MAX_BYTES));
      expect(await bytesCounted()).toBe(PRESCRIPTION_MAX_BYTES);
    });

    it('cannot have its counter’s bytes skipped, lowered, or left out', async () => {
      await seedQuota(PRESCRIPTION_UPLOADS, 1, 3, 5000);
      const record = stamped({ ...who, extension: 'jpg', contentType: 'image/jpeg', size: 2048 });
      const attempt = (bytes: unknown) => {
        const uploader = from();
        const id = autoId();
        const batch = uploader.db.batch();
        batch.update(uploader.db.doc(`${SUBMISSION_QUOTA}/${PRESCRIPTION_UPLOADS}`), {
          count: increment(1),
          lastId: id,
          ...(bytes === undefined ? {} : { bytes }),
        });
        batch.set(
          uploader.db.doc(`${SENDER_QUOTA}/${senderQuotaId(PRESCRIPTION_UPLOADS, uploader.uid)}`),
          {
            windowStart: serverTimestamp(),
            count: 1,
            lastId: id,
            expiresAt: record.expiresAt,
          },
        );
        batch.set(uploader.db.doc(`${PRESCRIPTION_UPLOADS}/${id}`), record);
        return batch.commit();
      };
      await assertFails(attempt(undefined));
      await assertFails(attempt(increment(1)));
      await assertFails(attempt(0));
      await assertFails(attempt(increment(-10_000)));
      await assertSucceeds(attempt(increment(2048)));
      expect(await bytesCounted()).toBe(5000 + 2048);
    });

    it('refuses an upload without a name and a mobile the centre can call', async () => {
      const photo = { extension: 'jpg', contentType: 'image/jpeg', size: 2048 };
      await assertFails(send(from(), PRESCRIPTION_UPLOADS, photo));
      await assertFails(send(from(), PRESCRIPTION_UPLOADS, { ...photo, title: 'Mita Das' }));
      for (const [title, mobile] of [
        ['\u200b', '9876543210'],
        ['Mita Das', 'call me maybe'],
        ['Mita Das', '98765'],
      ]) {
        await assertFails(send(from(), PRESCRIPTION_UPLOADS, { ...photo, title, mobile }));
      }
    });
  });

  it('denies every other collection, including the spec’s unused Appointments and the e-mail log', async () => {
    await seed('Appointments/one', { name: 'x' });
    await seed('Notifications/_quota', { sent: 1 });
    for (const path of ['Appointments/one', 'users/one', 'HomeVisit/one', 'Notifications/_quota']) {
      for (const db of [visitor(), sender().db]) {
        await assertFails(db.doc(path).get());
        await assertFails(db.doc(path).set({ name: 'x' }));
      }
    }
    await assertFails(visitor().collection('Labtest/one/notes').add({ text: 'x' }));
  });
});
