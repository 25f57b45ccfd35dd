// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseTarget } from '../../../../../scripts/staff/lib/firestore-target';

const keyFile = (projectId: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'staff-key-')), 'key.json');
  writeFileSync(path, JSON.stringify({ type: 'service_account', project_id: projectId }));
  return path;
};

describe('which Firestore a staff tool talks to', () => {
  it('is the emulator whenever FIRESTORE_EMULATOR_HOST is set, even with a key', () => {
    const env = {
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      GOOGLE_APPLICATION_CREDENTIALS: keyFile('lab-live'),
    };
    expect(chooseTarget({ project: undefined, writes: true }, env)).toEqual({
      kind: 'emulator',
      host: '127.0.0.1:8080',
      projectId: 'demo-lab-site',
    });
    expect(chooseTarget({ project: 'lab-live', writes: true }, env)).toMatchObject({
      kind: 'emulator',
      projectId: 'lab-live',
    });
  });

  it('reads from the key’s project without --project', () => {
    const env = { GOOGLE_APPLICATION_CREDENTIALS: keyFile('lab-live') };
    expect(chooseTarget({ project: undefined, writes: false }, env)).toEqual({
      kind: 'project',
      projectId: 'lab-live',
    });
  });

  it('refuses to write to a real project unless --project names it', () => {
    const env = { GOOGLE_APPLICATION_CREDENTIALS: keyFile('lab-live') };
    expect(() => chooseTarget({ project: undefined, writes: true }, env)).toThrow(
      /would write to the real project lab-live\. Name it to confirm: --project lab-live/,
    );
    expect(() => chooseTarget({ project: 'lab-staging', writes: true }, env)).toThrow(
      /--project says lab-staging, but the key .* belongs to lab-live/,
    );
    expect(chooseTarget({ project: 'lab-live', writes: true }, env)).toEqual({
      kind: 'project',
      projectId: 'lab-live',
    });
  });

  it('says how to connect when neither an emulator nor a key is set', () => {
    expect(() => chooseTarget({ project: 'lab-live', writes: false }, {})).toThrow(
      /No Firestore to talk to\. Set FIRESTORE_EMULATOR_HOST/,
    );
  });

  it('rejects a malformed emulator host, project id or key file', () => {
    expect(() =>
      chooseTarget({ project: undefined, writes: false }, { FIRESTORE_EMULATOR_HOST: 'localhost' }),
    ).toThrow(/must look like 127\.0\.0\.1:8080/);
    expect(() => chooseTarget({ project: 'Lab Live', writes: false }, {})).toThrow(
      /"Lab Live" is not a Firebase project id/,
    );
    expect(() =>
      chooseTarget(
        { project: undefined, writes: false },
        { GOOGLE_APPLICATION_CREDENTIALS: '/no/such/key.json' },
      ),
    ).toThrow(/names \/no\/such\/key\.json, which cannot be read/);
  });
});
