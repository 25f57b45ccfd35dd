import type { ListCollection } from '../../src/shared/collections';
import { chooseTarget, describeTarget, openFirestore } from './lib/firestore-target';
import {
  listsInOrder,
  missingLines,
  readLists,
  readMissingBengali,
} from '../../src/shared/admin/missing-bengali';
import {
  commonOptions,
  EXIT_OK,
  toolOptions,
  usageError,
  type Tool,
  type ToolIo,
} from './lib/tool';

const help = `Lists the catalogue's documents that a Bengali page shows partly in English: a
name, a preparation or a report time typed in English with no Bengali twin (name_bn, pti_bn,
delivery_bn), each with its page in the Firebase console, in each list's own order. A
preparation or report time that the site's glossary translates ("Same day", "10-12 hours
fasting", or a phrase staff added in SiteSettings/glossary) is not listed: the site shows
it in Bengali already. Writes nothing.

Usage: npm run catalogue:missing-bn -- [options]

  --collection <name>  Only this list: ${listsInOrder.join(', ')}.
  --project <id>       The Firebase project (default: the key's project, or the emulator's).
  -h, --help           Show this help.`;

const options = {
  ...commonOptions,
  collection: { type: 'string' },
} as const;

async function listMissingBengali(args: string[], io: ToolIo): Promise<number> {
  const values = toolOptions(args, options, help, io);
  if (values === null) return EXIT_OK;
  let lists: readonly ListCollection[] = listsInOrder;
  if (values.collection !== undefined) {
    const typed = values.collection.trim().toLowerCase();
    const chosen = listsInOrder.find((name) => name.toLowerCase() === typed);
    if (chosen === undefined) {
      throw usageError(`--collection must be one of ${listsInOrder.join(', ')}.`);
    }
    lists = [chosen];
  }

  const target = chooseTarget({ project: values.project, writes: false }, io.env);
  io.out(`Source: ${describeTarget(target)}.`);
  const { db, close } = openFirestore(target);
  let lacking = 0;
  try {
    for (const { collection, total, missing } of await readMissingBengali(
      db,
      await readLists(db, lists),
    )) {
      lacking += missing.length;
      for (const line of missingLines(target.projectId, collection, total, missing)) io.out(line);
    }
  } finally {
    await close();
  }
  io.out(
    lacking === 0
      ? 'Every document reads in Bengali.'
      : `In all, ${lacking} document(s) lack Bengali.`,
  );
  return EXIT_OK;
}

export const catalogueMissingBengali: Tool = {
  name: 'catalogue:missing-bn',
  help,
  run: listMissingBengali,
};
