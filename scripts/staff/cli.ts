import { createInterface } from 'node:readline/promises';
import { catalogueExport } from './catalogue-export';
import { deploySmoke } from './deploy-smoke';
import { catalogueImport } from './catalogue-import';
import { catalogueMissingBengali } from './catalogue-missing-bn';
import { cataloguePublish } from './catalogue-publish';
import { enquiriesErase } from './enquiries-erase';
import { enquiriesExport } from './enquiries-export';
import { insights } from './insights';
import { EXIT_USAGE, runTool, type Tool, type ToolIo } from './lib/tool';
import { seedTool } from './seed';

/**
 * The staff tools' command line: `node scripts/staff/run.mjs <tool> [arguments]`, which the npm
 * scripts of the same names call. This module runs the tool as it is imported (see run.mjs).
 */

const tools: Tool[] = [
  catalogueImport,
  catalogueExport,
  cataloguePublish,
  catalogueMissingBengali,
  enquiriesExport,
  enquiriesErase,
  insights,
  seedTool,
  deploySmoke,
];

const processIo: ToolIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  // npm runs scripts from the project folder; file names are meant from where staff typed them.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  env: process.env,
  async ask(question) {
    if (!process.stdin.isTTY) return null;
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await terminal.question(question);
    } finally {
      terminal.close();
    }
  },
  now: () => new Date(),
};

const [name, ...args] = process.argv.slice(2);
const tool = tools.find((candidate) => candidate.name === name);
if (tool === undefined) {
  processIo.err(
    `Which tool? One of: ${tools.map((candidate) => candidate.name).join(', ')}. ` +
      'Each takes --help, e.g. npm run catalogue:import -- --help',
  );
  process.exitCode = EXIT_USAGE;
} else {
  process.exitCode = await runTool(tool, args, processIo);
}
