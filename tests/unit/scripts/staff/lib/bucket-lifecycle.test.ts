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

  it('passes a rule for the whole bucket, sooner', async () => {
    expect(
      await lifecycleProblem(bucketWith([{ action: { type: 'Delete' }, condition: { age: 30 } }])),
    ).toBeNull();
  });

  it('stops the deploy when the bucket has no lifecycle rule, and says how to set it', async () => {
    const problem = await lifecycleProblem(bucketWith(undefined));

    expect(problem).toContain('has no lifecycle rule deleting prescription/ and quarantine/');
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
      'prescription/ and quarantine/',
    ],
    [
      'leaves out the quarantine',
      [{ action: { type: 'Delete' }, condition: { age: 89, matchesPrefix: ['prescription/'] } }],
      'quarantine/',
    ],
    [
      'only moves files to a colder class',
      [{ action: { type: 'SetStorageClass' }, condition: { age: 30 } }],
      'prescription/ and quarantine/',
    ],
  ])('stops the deploy when the rule %s', async (_, rules, unprotected) => {
    expect(await lifecycleProblem(bucketWith(rules))).toContain(
      `has no lifecycle rule deleting ${unprotected} at 89 days old`,
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
