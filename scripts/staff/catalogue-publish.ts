import type { Firestore } from 'firebase-admin/firestore';
import { publishList } from '../../src/shared/admin/published-lists';
import { publishSettings } from '../../src/shared/admin/site-settings';
import { PUBLISHED_CATALOGUE, type ListCollection } from '../../src/shared/collections';
import { listCollections } from '../../src/shared/catalogue-lists';
import { PUBLISHED_LIST_MAX_BYTES, readPublishedList } from '../../src/shared/published-catalogue';
import { SETTINGS_MAX_BYTES } from '../../src/shared/published-settings';
import { chooseTarget, describeTarget, openFirestore } from './lib/firestore-target';
import {
  commonOptions,
  EXIT_OK,
  toolOptions,
  usageError,
  type Tool,
  type ToolIo,
} from './lib/tool';

const lists = Object.values(listCollections);

const help = `Rebuilds the published catalogue: one document per list (${PUBLISHED_CATALOGUE}/<list>)
that the site reads in place of the list's documents, so that a visit costs one read.

Usage: npm run catalogue:publish -- [options]

  --collection <name>  Only this list: ${lists.join(', ')}.
  --wait <seconds>     How long to wait for the Cloud Function to take the lists over
                       (default 60; 0 does not wait).
  --project <id>       The Firebase project. Required to write to a real project.
  -h, --help           Show this help.

After a publish, the Cloud Function (functions/, deployed by npm run deploy) applies every
console edit to the lists within a minute, answers the publish, and confirms each list every
6 hours. Until the function answers, visitors see the list with a line asking them to call to
confirm the price. Run this after changing many documents outside the site's tools, or when
the function reported a list as stale or not confirmed. catalogue:import and seed run it by
themselves.`;

const options = {
  ...commonOptions,
  collection: { type: 'string' },
  wait: { type: 'string' },
} as const;

const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-IN')} KiB`;

/** Rebuilds each list's snapshot and reports it; the function's answer is waited for separately. */
export async function publishLists(
  db: Firestore,
  collections: readonly ListCollection[],
  io: ToolIo,
): Promise<void> {
  for (const collection of collections) {
    const { items, skipped, jsonBytes, bytes } = await publishList(db, collection);
    io.out(
      `  published ${collection}: ${items} item(s), ${kib(jsonBytes)} compressed to ` +
        `${kib(bytes)} of Firestore's 1 MiB`,
    );
    if (skipped.length > 0) {
      io.out(`    left out, as the site leaves them out (no name): ${skipped.join(', ')}`);
    }
    if (bytes > PUBLISHED_LIST_MAX_BYTES) {
      io.err(
        `    ${collection} is close to Firestore's limit for one document: shorten its texts, ` +
          'or the function will mark it stale and visitors will read the collection itself.',
      );
    }
  }
}

/** Waits until the function has answered every list's publish; false when it did not in time. */
async function waitForAnswer(
  db: Firestore,
  collections: readonly ListCollection[],
  seconds: number,
): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  let waiting = [...collections];
  while (waiting.length > 0) {
    const answered = await Promise.all(
      waiting.map(async (collection) => {
        const snapshot = await db.collection(PUBLISHED_CATALOGUE).doc(collection).get();
        const data = snapshot.data();
        return (
          data !== undefined && Boolean(readPublishedList({ id: collection, data })?.confirmedAt)
        );
      }),
    );
    waiting = waiting.filter((_, index) => !answered[index]);
    if (waiting.length === 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return true;
}

async function publish(args: string[], io: ToolIo): Promise<number> {
  const values = toolOptions(args, options, help, io);
  if (values === null) return EXIT_OK;
  const collections =
    values.collection === undefined
      ? lists
      : lists.filter((name) => name.toLowerCase() === values.collection?.toLowerCase());
  if (collections.length === 0) {
    throw usageError(`--collection must be one of ${lists.join(', ')}.`);
  }
  const wait = Number(values.wait ?? 60);
  if (!Number.isInteger(wait) || wait < 0) {
    throw usageError('--wait takes a whole number of seconds, 0 or more.');
  }
  const dryRun = values['dry-run'] ?? false;
  const target = chooseTarget({ project: values.project, writes: !dryRun }, io.env);
  io.out(`Target: ${describeTarget(target)}.`);
  if (dryRun) {
    io.out(`Dry run: nothing was written (${collections.join(', ')} would be published).`);
    return EXIT_OK;
  }
  const { db, close } = openFirestore(target);
  try {
    await publishLists(db, collections, io);
    // The site's settings too, so that visitors have them before staff's first edit, with the
    // home page's popular items chosen from the lists just published.
    const { outcome, problems, bytes } = await publishSettings(db);
    io.out(`  site settings ${outcome}: ${kib(bytes)} of ${kib(SETTINGS_MAX_BYTES)}`);
    for (const problem of problems) io.out(`    ${problem}`);
    if (wait === 0) {
      io.out('Not waiting for the Cloud Function (--wait 0).');
    } else if (await waitForAnswer(db, collections, wait)) {
      io.out(
        'The Cloud Function has taken the lists over: it keeps them in step with console edits.',
      );
    } else {
      io.out(
        `No Cloud Function answered within ${wait} s, so visitors are asked to call to confirm ` +
          'prices. Check that the project is on the Blaze plan, deploy the functions with ' +
          'npm run deploy, then publish again (docs/staff.md).',
      );
    }
    return EXIT_OK;
  } finally {
    await close();
  }
}

export const cataloguePublish: Tool = { name: 'catalogue:publish', help, run: publish };
