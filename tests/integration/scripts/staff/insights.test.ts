import { describe, expect, it } from 'vitest';
import { recordBeacon } from '../../../../functions/src/field-beacon';
import { insights } from '../../../../scripts/staff/insights';
import type { FieldBeacon } from '../../../../src/shared/field-insights';
import {
  adminFirestore,
  runStaffTool,
  staffProject,
  workFolder,
} from '../../../support/staff-tools';

/** `npm run insights` on the official Firestore emulator, its figures added by the function. */

const visit = (changes: Partial<FieldBeacon> = {}): FieldBeacon => ({
  views: [{ route: '/find-doctor', language: 'bn' }],
  lcp: 3200,
  inp: 90,
  cls: 0.01,
  connection: '4g',
  searches: [],
  ...changes,
});

/** 25 November 2026, evening in India. */
const now = new Date('2026-11-25T13:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('insights', () => {
  it('prints the last seven days by default, the last thirty with --days 30', async () => {
    const project = staffProject();
    const db = adminFirestore(project);
    await recordBeacon(db, visit({ searches: ['dengue ns1'] }), daysAgo(0), 0);
    await recordBeacon(db, visit({ searches: ['dengue ns1'] }), daysAgo(6), 1);
    await recordBeacon(db, visit({ searches: ['ana profile'] }), daysAgo(20), 2);
    const run = (args: string[]) =>
      runStaffTool(insights, [...args, '--project', project], { cwd: workFolder().folder, now });

    const week = await run([]);
    expect(week.code).toBe(0);
    expect(week.out).toContain('2 page loads reported 2026-11-19 to 2026-11-25 (India dates).');
    expect(week.out).toContain('  /find-doctor: 2 (0 + 2)');
    expect(week.out).toContain(
      '  /find-doctor (2 loads): LCP ≤ 4 s (needs improvement), INP ≤ 100 ms (good), CLS ≤ 0.01 (good)',
    );
    expect(week.out).toContain('     2  dengue ns1');
    expect(week.out.join('\n')).not.toContain('ana profile');

    const month = await run(['--days', '30']);
    expect(month.out).toContain('3 page loads reported 2026-10-27 to 2026-11-25 (India dates).');
    expect(month.out).toContain('     1  ana profile');
  });

  it('prints the cost per 10,000 page loads without reading anything', async () => {
    const run = await runStaffTool(insights, ['--cost'], {
      cwd: workFolder().folder,
      env: {},
    });
    expect(run.code).toBe(0);
    expect(run.out[0]).toMatch(/^The field data per 10,000 page loads reported/);
  });

  it('refuses a number of days it does not keep', async () => {
    const run = await runStaffTool(insights, ['--days', '400'], { cwd: workFolder().folder });
    expect(run.code).toBe(2);
    expect(run.err.join('\n')).toContain('--days must be a whole number from 1 to 365.');
  });
});
