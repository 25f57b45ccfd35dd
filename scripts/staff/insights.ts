import {
  daysEndingOn,
  indiaDay,
  insightLines,
  readTally,
} from '../../src/shared/admin/field-tally';
import { FIELD_INSIGHTS_RETENTION_DAYS } from '../../src/shared/field-insights';
import { beaconCostLines } from './lib/beacon-cost';
import { chooseTarget, describeTarget, openFirestore } from './lib/firestore-target';
import {
  commonOptions,
  EXIT_OK,
  toolOptions,
  usageError,
  type Tool,
  type ToolIo,
} from './lib/tool';

const help = `Prints what visitors' phones reported over the last days (the field data): the pages
opened in each language, how fast each page was on their phones, and the list searches that
found nothing, most often first.

Usage: npm run insights -- [options]

  --days <n>       How many days, today included (India dates): 7 by default, 30 for a
                   month, up to ${FIELD_INSIGHTS_RETENTION_DAYS} (figures are kept a year).
  --cost           Print instead what the field data costs per 10,000 page loads, and the
                   prices it is worked from (reads nothing).
  --project <id>   The Firebase project (default: the key's project, or the emulator's).
  -h, --help       Show this help.

It reads one document per day for each of the day's shards (at most 10 a day). A search
that found nothing is a patient who may have gone elsewhere: add the name they used as a
synonym, or the test itself (docs/staff.md, "What visitors look for").`;

const options = {
  ...commonOptions,
  days: { type: 'string' },
  cost: { type: 'boolean' },
} as const;

function parseDays(typed: string | undefined): number {
  if (typed === undefined) return 7;
  const days = Number(typed);
  if (!/^\d+$/.test(typed) || days < 1 || days > FIELD_INSIGHTS_RETENTION_DAYS) {
    throw usageError(`--days must be a whole number from 1 to ${FIELD_INSIGHTS_RETENTION_DAYS}.`);
  }
  return days;
}

async function printInsights(args: string[], io: ToolIo): Promise<number> {
  const values = toolOptions(args, options, help, io);
  if (values === null) return EXIT_OK;
  if (values.cost) {
    for (const line of beaconCostLines()) io.out(line);
    return EXIT_OK;
  }
  const days = daysEndingOn(indiaDay(io.now()), parseDays(values.days));
  const target = chooseTarget({ project: values.project, writes: false }, io.env);
  io.out(`Source: ${describeTarget(target)}.`);
  const { db, close } = openFirestore(target);
  try {
    const tally = await readTally(db, days);
    io.out('');
    for (const line of insightLines(tally, days)) io.out(line);
  } finally {
    await close();
  }
  return EXIT_OK;
}

export const insights: Tool = { name: 'insights', help, run: printInsights };
