import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startFirestoreEmulator,
  type RunningFirestoreEmulator,
} from '../support/firestore-emulator/start-emulator';
import {
  connectTestFirestore,
  type TestFirestore,
} from '../support/firestore-emulator/test-firestore';

/** Resolves true when something accepts TCP connections at host:port, false when refused. */
function acceptsConnections(host: string, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
}

describe('the Firestore emulator through the firebase/firestore SDK', () => {
  let firestore: TestFirestore;

  beforeEach(() => {
    firestore = connectTestFirestore();
  });

  afterEach(async () => {
    await firestore.cleanup();
  });

  it('resolves addDoc and reads the document back with exactly its fields', async () => {
    const fields = {
      name: 'Asha Rao',
      phone: '+91 98450 00000',
      visits: 3,
      fasting: true,
      tests: ['CBC', 'Lipid profile'],
      address: { line: '12 MG Road', pin: '560001' },
    };

    const added = await addDoc(collection(firestore.db, 'enquiries'), fields);
    const snapshot = await getDoc(added);

    expect(snapshot.id).toBe(added.id);
    expect(snapshot.data()).toEqual(fields);
  });

  it('returns the first n documents by id for limit(n), to the client that wrote them', async () => {
    const tests = collection(firestore.db, 'tests');
    for (const id of ['tsh', 'esr', 'cbc', 'hba1c', 'vitamin-d']) {
      await setDoc(doc(tests, id), { name: id.toUpperCase() });
    }

    const snapshot = await getDocs(query(tests, limit(3)));

    expect(snapshot.docs.map((test) => test.id)).toEqual(['cbc', 'esr', 'hba1c']);
  });

  it('reads a present document and reports a missing one as not existing', async () => {
    await setDoc(doc(firestore.db, 'doctors', 'dr-mehta'), { name: 'Dr Mehta' });

    const present = await getDoc(doc(firestore.db, 'doctors', 'dr-mehta'));
    const missing = await getDoc(doc(firestore.db, 'doctors', 'dr-nobody'));

    expect(present.exists()).toBe(true);
    expect(present.data()).toEqual({ name: 'Dr Mehta' });
    expect(missing.exists()).toBe(false);
    expect(missing.data()).toBeUndefined();
  });

  it('answers consecutive reads on one Firestore instance', async () => {
    const packages = collection(firestore.db, 'packages');
    await setDoc(doc(packages, 'basic'), { price: 999 });

    const first = await getDocs(packages);
    const second = await getDoc(doc(packages, 'basic'));
    const third = await getDocs(query(packages, limit(1)));

    expect(first.size).toBe(1);
    expect(second.data()).toEqual({ price: 999 });
    expect(third.size).toBe(1);
  });

  it('filters with where and sorts with orderBy', async () => {
    const tests = collection(firestore.db, 'tests');
    await setDoc(doc(tests, 'tsh'), { name: 'TSH', price: 400, department: 'lab' });
    await setDoc(doc(tests, 'cbc'), { name: 'CBC', price: 300, department: 'lab' });
    await setDoc(doc(tests, 'mri'), { name: 'MRI', price: 6000, department: 'radiology' });
    await setDoc(doc(tests, 'esr'), { name: 'ESR', price: 150, department: 'lab' });

    const lab = await getDocs(query(tests, where('department', '==', 'lab')));
    const byPrice = await getDocs(query(tests, orderBy('price', 'desc')));

    expect(lab.docs.map((snapshot) => snapshot.id).sort()).toEqual(['cbc', 'esr', 'tsh']);
    expect(byPrice.docs.map((snapshot) => snapshot.id)).toEqual(['mri', 'tsh', 'cbc', 'esr']);
  });

  it('commits a writeBatch', async () => {
    const doctors = collection(firestore.db, 'doctors');
    await setDoc(doc(doctors, 'leaving'), { name: 'Dr Leaving' });

    const batch = writeBatch(firestore.db);
    batch.set(doc(doctors, 'dr-iyer'), { name: 'Dr Iyer', active: true });
    batch.update(doc(doctors, 'dr-iyer'), { active: false });
    batch.delete(doc(doctors, 'leaving'));
    await batch.commit();

    const snapshot = await getDocs(doctors);
    expect(snapshot.docs.map((document) => [document.id, document.data()])).toEqual([
      ['dr-iyer', { name: 'Dr Iyer', active: false }],
    ]);
  });

  it('runs a transaction that reads and then writes', async () => {
    const counter = doc(firestore.db, 'counters', 'enquiries');
    await setDoc(counter, { count: 41 });

    const next = await runTransaction(firestore.db, async (transaction) => {
      const current = await transaction.get(counter);
      const count = Number(current.get('count')) + 1;
      transaction.update(counter, { count });
      return count;
    });

    expect(next).toBe(42);
    expect((await getDoc(counter)).data()).toEqual({ count: 42 });
  });

  it('writes 1,000 documents in batches and reads them all back', async () => {
    const records = collection(firestore.db, 'records');
    const batchSize = 500;
    for (let start = 0; start < 1_000; start += batchSize) {
      const batch = writeBatch(firestore.db);
      for (let index = start; index < start + batchSize; index += 1) {
        batch.set(doc(records, `record-${index}`), { index });
      }
      await batch.commit();
    }

    const snapshot = await getDocs(records);

    expect(snapshot.size).toBe(1_000);
  });

  it("pushes another client's writes to a snapshot listener", async () => {
    const writer = connectTestFirestore(firestore.projectId);
    try {
      const seen = new Promise<string[]>((resolve, reject) => {
        const stop = onSnapshot(
          collection(firestore.db, 'slots'),
          (snapshot) => {
            if (snapshot.size < 2) return;
            stop();
            resolve(snapshot.docs.map((slot) => slot.id).sort());
          },
          reject,
        );
      });
      await setDoc(doc(writer.db, 'slots', 'morning'), { open: true });
      await setDoc(doc(writer.db, 'slots', 'evening'), { open: true });

      expect(await seen).toEqual(['evening', 'morning']);
    } finally {
      await writer.cleanup();
    }
  });

  it('rejects a write the store refuses with its code', async () => {
    // The SDK logs every failed stream at warn level, as it does against the official emulator.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(
      updateDoc(doc(firestore.db, 'doctors', 'dr-nobody'), { name: 'X' }),
    ).rejects.toMatchObject({ code: 'not-found' });
    await setDoc(doc(firestore.db, 'doctors', 'dr-shah'), { name: 'Dr Shah' });
    expect((await getDoc(doc(firestore.db, 'doctors', 'dr-shah'))).exists()).toBe(true);
  });
});

describe('startFirestoreEmulator', () => {
  let emulator: RunningFirestoreEmulator;

  beforeEach(async () => {
    emulator = await startFirestoreEmulator();
  });

  afterEach(async () => {
    await emulator.stop();
  });

  it('listens on 127.0.0.1 only', async () => {
    const otherAddresses = Object.values(networkInterfaces())
      .flatMap((addresses) => addresses ?? [])
      .filter((address) => address.family === 'IPv4' && !address.internal)
      .map((address) => address.address);

    expect(emulator.host).toBe('127.0.0.1');
    expect(await acceptsConnections('127.0.0.1', emulator.port)).toBe(true);
    for (const address of otherAddresses) {
      expect(await acceptsConnections(address, emulator.port)).toBe(false);
    }
  });

  it('rejects a query it cannot run with the reason, and keeps answering', async () => {
    const firestore = connectTestFirestore(undefined, `${emulator.host}:${emulator.port}`);
    try {
      const doctors = collection(firestore.db, 'doctors');
      await setDoc(doc(doctors, 'dr-rao'), { clinic: { city: 'Pune' } });

      await expect(
        getDocs(query(doctors, where('clinic.city', '==', 'Pune'))),
      ).rejects.toMatchObject({
        code: 'unimplemented',
        message: expect.stringContaining('Not implemented'),
      });
      expect((await getDocs(doctors)).size).toBe(1);
    } finally {
      await firestore.cleanup();
    }
  });
});
