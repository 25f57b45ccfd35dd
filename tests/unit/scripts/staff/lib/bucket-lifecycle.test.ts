// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  lifecycleProblem,
  type LifecycleRule,
} from '../../../../../scripts/staff/lib/bucket-lifecycle';

/** A bucket that reports these lifecycle rules, as firebase-admin's getMetadata() does. */
const bucketWith = (rule: LifecycleRule[] | undefined) => ({
  name: 'demo-lab-site.firebasestorage.app',
  getMetadata: async () =>
    [{ lifecycle: rule === undefined ? undefined : { rule } }] as [
      { lifecycle?: { rule?: LifecycleRule[] } },
    ],
});

const documented = (
  JSON.parse(
    readFileSync(new URL('../../../../../docs/storage-lifecycle.json', import.meta.url), 'utf8'),
  ) as { rule: LifecycleRule[] }
).rule;

describe('the deploy’s check of the bucket’s lifecycle rule', () => {
  it('passes the rule the staff guide sets', async () => {
    expect(await lifecycleProblem(bucketWith(documented))).toBeNull();
  });

  it('passes a rule for the whole bucket, soon enough for the quarantine', async () => {
    expect(
      await lifecycleProblem(bucketWith([{ action: { type: 'Delete' }, condition: { age: 5 } }])),
    ).toBeNull();
  });

  it('stops the deploy when the bucket has no lifecycle rule, and says how to set it', async () => {
    const problem = await lifecycleProblem(bucketWith(undefined));

    expect(problem).toContain(
      'has no lifecycle rule deleting prescription/ at 89 days old and quarantine/ at 6 days old',
    );
    expect(problem).toContain(
      'gcloud storage buckets update gs://demo-lab-site.firebasestorage.app --lifecycle-file=docs/storage-lifecycle.json',
    );
  });

  it.each<[string, LifecycleRule[], string]>([
    [
      'deletes too late',
      [
        {
          action: { type: 'Delete' },
          condition: { age: 90, matchesPrefix: ['prescription/', 'quarantine/'] },
        },
      ],
      'prescription/ at 89 days old and quarantine/ at 6 days old',
    ],
    [
      'keeps the quarantine as long as the prescriptions',
      [
        {
          action: { type: 'Delete' },
          condition: { age: 89, matchesPrefix: ['prescription/', 'quarantine/'] },
        },
      ],
      'quarantine/ at 6 days old',
    ],
    [
      'leaves out the quarantine',
      [{ action: { type: 'Delete' }, condition: { age: 89, matchesPrefix: ['prescription/'] } }],
      'quarantine/ at 6 days old',
    ],
    [
      'only moves files to a colder class',
      [{ action: { type: 'SetStorageClass' }, condition: { age: 30 } }],
      'prescription/ at 89 days old and quarantine/ at 6 days old',
    ],
  ])('stops the deploy when the rule %s', async (_, rules, unprotected) => {
    expect(await lifecycleProblem(bucketWith(rules))).toContain(
      `has no lifecycle rule deleting ${unprotected},`,
    );
  });

  it('does not count a rule that spares some files', async () => {
    const spares = {
      action: { type: 'Delete' },
      condition: { age: 30, matchesStorageClass: ['COLDLINE'] },
    } as LifecycleRule;
    expect(await lifecycleProblem(bucketWith([spares]))).not.toBeNull();
  });
});
