import { setTimeout as delay } from 'node:timers/promises';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminFirestore, staffProject } from '../../../../support/staff-tools';

/**
 * The Firestore a staff tool opens (openFirestore) is the Admin SDK's (unary Commit, RunQuery and
 * BatchGetDocuments over gRPC), not the web SDK the site uses. These are the calls the tools rely
 * on, against the official emulator.
 */
describe('the Admin SDK on the Firestore emulator', () => {
  it('replaces a document on set(), as Firestore does', async () => {
    const db = adminFirestore(staffProject());
    await db.doc('Labtest/cbc').set({ name: 'CBC', mrp: 350, price: 315 });
    await db.doc('Labtest/cbc').set({ name: 'CBC', price: 320 });
    expect((await db.doc('Labtest/cbc').get()).data()).toEqual({ name: 'CBC', price: 320 });
  });

  it('removes a field a merge or an update deletes, and keeps the others', async () => {
    const db = adminFirestore(staffProject());
    await db.doc('Labtest/cbc').set({ name: 'CBC', pti: 'None', mrp: 350, sample: 'EDTA' });
    await db.doc('Labtest/cbc').set({ pti: FieldValue.delete(), mrp: 400 }, { merge: true });
    expect((await db.doc('Labtest/cbc').get()).data()).toEqual({
      name: 'CBC',
      mrp: 400,
      sample: 'EDTA',
    });
    await db.doc('Labtest/cbc').update({ sample: FieldValue.delete() });
    expect((await db.doc('Labtest/cbc').get()).data()).toEqual({ name: 'CBC', mrp: 400 });
  });

  it('keeps a document’s creation time across updates and commits batches', async () => {
    const db = adminFirestore(staffProject());
    const batch = db.batch();
    batch.set(db.doc('Customer_Feedback/a'), { title: 'A' });
    batch.set(db.doc('Customer_Feedback/b'), { title: 'B' });
    await batch.commit();
    const created = (await db.doc('Customer_Feedback/a').get()).createTime;
    await delay(5);
    await db.doc('Customer_Feedback/a').set({ title: 'A2' }, { merge: true });
    const [a, missing] = await db.getAll(
      db.doc('Customer_Feedback/a'),
      db.doc('Customer_Feedback/z'),
    );
    expect(a?.createTime?.isEqual(created ?? a.createTime)).toBe(true);
    expect(a?.updateTime?.toMillis()).toBeGreaterThan(created?.toMillis() ?? 0);
    expect(missing?.exists).toBe(false);
    const firstByTitle = await db
      .collection('Customer_Feedback')
      .orderBy('title', 'desc')
      .limit(1)
      .get();
    expect(firstByTitle.docs.map((document) => document.id)).toEqual(['b']);
  });
});
