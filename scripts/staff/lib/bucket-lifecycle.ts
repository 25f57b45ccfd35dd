import { EXPIRY_CAP_DAYS, QUARANTINE_EXPIRY_DAYS } from '../../../src/shared/collections';
import { uploadFolders } from './erase-person';

/** A lifecycle rule as Cloud Storage reports it (a bucket's `metadata.lifecycle.rule`). */
export interface LifecycleRule {
  action?: { type?: string };
  condition?: { age?: number; matchesPrefix?: string[] };
}

/** The part of a firebase-admin bucket this check reads. */
export interface LifecycleBucket {
  name: string;
  getMetadata(): Promise<[{ lifecycle?: { rule?: LifecycleRule[] } | null }, ...unknown[]]>;
}

/** The age by which each upload folder's files must be deleted. */
const deletedBy: Record<(typeof uploadFolders)[number], number> = {
  'prescription/': EXPIRY_CAP_DAYS,
  'quarantine/': QUARANTINE_EXPIRY_DAYS,
};

/** Whether a rule deletes every file under `folder` by its age in `deletedBy`, whatever else it is. */
const deletesInTime = (rule: LifecycleRule, folder: (typeof uploadFolders)[number]) => {
  const condition = rule.condition ?? {};
  const { age, matchesPrefix } = condition;
  const narrowing = Object.keys(condition).filter(
    (key) => key !== 'age' && key !== 'matchesPrefix',
  );
  return (
    rule.action?.type === 'Delete' &&
    typeof age === 'number' &&
    age <= deletedBy[folder] &&
    // Any other condition (a date, a storage class, a suffix) would spare some files.
    narrowing.length === 0 &&
    (matchesPrefix === undefined || matchesPrefix.some((prefix) => folder.startsWith(prefix)))
  );
};

/**
 * What is missing from the bucket's lifecycle rules for uploads to be gone within the retention
 * the privacy notice promises (and quarantined ones within QUARANTINE_DAYS), or null when every
 * upload folder is deleted in time. The rule is
 * set once by hand (docs/staff.md, setup step 8), so the deploy checks it is still there.
 */
export async function lifecycleProblem(bucket: LifecycleBucket): Promise<string | null> {
  const [metadata] = await bucket.getMetadata();
  const rules = metadata.lifecycle?.rule ?? [];
  const unprotected = uploadFolders.filter(
    (folder) => !rules.some((rule) => deletesInTime(rule, folder)),
  );
  if (unprotected.length === 0) return null;
  return (
    `the bucket ${bucket.name} has no lifecycle rule deleting ` +
    `${unprotected.map((folder) => `${folder} at ${deletedBy[folder]} days old`).join(' and ')}, ` +
    'so uploads would be kept longer than the privacy notice and the staff guide say. Set it with ' +
    `\`gcloud storage buckets update gs://${bucket.name} --lifecycle-file=docs/storage-lifecycle.json\` ` +
    '(docs/staff.md, setup step 8), then deploy again.'
  );
}
