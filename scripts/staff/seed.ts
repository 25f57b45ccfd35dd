import { type ReadableCollection } from '../../src/shared/collections';
import { listCollections } from '../../src/shared/catalogue-lists';
import { publishLists } from './catalogue-publish';
import { demoCatalogue } from '../../src/shared/demo-catalogue';
import { demoPageTextFields } from '../../src/shared/demo-catalogue/page-texts';
import type { RawDocument } from '../../src/shared/types';
import { chooseTarget, describeTarget, openFirestore } from './lib/firestore-target';
import { writeInBatches, type Write } from './lib/write-batches';
import {
  commonOptions,
  EXIT_FAILED,
  EXIT_OK,
  toolOptions,
  ToolError,
  type Tool,
  type ToolIo,
} from './lib/tool';

const help = `Loads the demo catalogue (the data the site shows with no Firebase project) into
Firestore: doctors, tests, packages, department photos and, into an emulator only, the demo's
health texts and concerns.

Usage: npm run seed -- [options]

  --dry-run        Show what would be written; write nothing.
  --project <id>   The Firebase project. Required for a real project.
  --yes            Do not ask before writing to a real project (for scripts).
  -h, --help       Show this help.

With FIRESTORE_EMULATOR_HOST set it fills the emulator, replacing documents of the same id.
A real project (GOOGLE_APPLICATION_CREDENTIALS) is filled only when named with --project,
only when its catalogue collections are all empty, and only after you type the project id
again (or pass --yes): demo prices must never reach the live site by accident.`;

const options = { ...commonOptions, yes: { type: 'boolean' } } as const;

const withoutPageTexts = ({ id, data }: RawDocument): RawDocument => ({
  id,
  data: Object.fromEntries(
    Object.entries(data).filter(
      ([key]) => !(demoPageTextFields as readonly string[]).includes(key),
    ),
  ),
});

async function seed(args: string[], io: ToolIo): Promise<number> {
  const values = toolOptions(args, options, help, io);
  if (values === null) return EXIT_OK;
  const dryRun = values['dry-run'] ?? false;

  const target = chooseTarget({ project: values.project, writes: !dryRun }, io.env);
  io.out(`Target: ${describeTarget(target)}.`);

  if (target.kind === 'project' && !dryRun && !values.yes) {
    const answer = await io.ask(
      `Type the project id (${target.projectId}) to load the demo catalogue into it: `,
    );
    if (answer === null) {
      throw new ToolError(
        'A real project needs a confirmation: run this in a terminal, or add --yes. ' +
          'Nothing was done.',
      );
    }
    if (answer.trim() !== target.projectId) {
      io.err('That is not the project id. Nothing was done.');
      return EXIT_FAILED;
    }
  }

  // The demo's health concerns are its texts too, reviewed by its demo doctor: never a project's.
  const collections = (Object.keys(demoCatalogue) as ReadableCollection[]).filter(
    (name) => target.kind !== 'project' || name !== listCollections.conditions,
  );
  const catalogue = await Promise.all(
    collections.map(async (name) => {
      const documents = await demoCatalogue[name]();
      // The demo's health texts and their demo reviewer speak for no real doctor: an emulator
      // gets them, a real project never.
      return {
        name,
        documents: target.kind === 'project' ? documents.map(withoutPageTexts) : documents,
      };
    }),
  );

  const { db, close } = openFirestore(target);
  try {
    if (target.kind === 'project') {
      const filled: string[] = [];
      for (const { name } of catalogue) {
        if (!(await db.collection(name).limit(1).get()).empty) filled.push(name);
      }
      if (filled.length > 0) {
        throw new ToolError(
          `${target.projectId} already has documents in ${filled.join(', ')}. The demo ` +
            'catalogue goes only into a project whose catalogue is empty. Nothing was done.',
        );
      }
    }

    for (const { name, documents } of catalogue) {
      io.out(`  ${name}: ${documents.length} document(s)`);
    }
    const writes = catalogue.flatMap(({ name, documents }) =>
      documents.map(
        ({ id, data }): Write =>
          (batch) =>
            batch.set(db.collection(name).doc(id), data),
      ),
    );
    if (dryRun) {
      io.out(`Dry run: nothing was written (${writes.length} document(s) would be).`);
      return EXIT_OK;
    }

    await writeInBatches(db, writes, io);
    io.out(`Done: ${writes.length} document(s) written.`);
    await publishLists(db, Object.values(listCollections), io);
    return EXIT_OK;
  } finally {
    await close();
  }
}

export const seedTool: Tool = { name: 'seed', help, run: seed };
