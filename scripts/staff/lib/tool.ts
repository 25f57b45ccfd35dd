import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Where a tool reads its surroundings and writes its report; tests pass their own. */
export interface ToolIo {
  /** A line of the report. */
  out(line: string): void;
  /** A line about something that went wrong. */
  err(line: string): void;
  /** The folder relative file names are read from and written to. */
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Asks a question on the terminal; null when there is no terminal to ask on. */
  ask(question: string): Promise<string | null>;
  now(): Date;
}

export interface Tool {
  /** The npm script that runs it, e.g. `catalogue:import`. */
  name: string;
  help: string;
  run(args: string[], io: ToolIo): Promise<number>;
}

export const EXIT_OK = 0;
/** The tool ran and something failed: rows rejected, a write refused, a read failed. */
export const EXIT_FAILED = 1;
/** The command itself is wrong: an unknown option, a missing argument. */
export const EXIT_USAGE = 2;

/** A problem to report in plain words, without a stack trace. */
export class ToolError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_FAILED,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

export const usageError = (message: string) =>
  new ToolError(`${message}\nRun with --help to see how to use it.`, EXIT_USAGE);

/** The options every tool takes. */
export const commonOptions = {
  help: { type: 'boolean', short: 'h' },
  'dry-run': { type: 'boolean' },
  project: { type: 'string' },
} as const satisfies ParseArgsConfig['options'];

/** Node's own argument parser, with its errors turned into usage errors. */
export function parseToolArgs<const Options extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: Options,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's messages go on with advice about positional arguments that only confuses here.
    const message = error instanceof Error ? error.message : String(error);
    throw usageError(message.split(/\.\s/)[0]?.replace(/\.?$/, '.') ?? message);
  }
}

/**
 * The options of a tool that takes no other argument, or null when `--help` asked for its help,
 * which has then been printed.
 */
export function toolOptions<
  const Options extends typeof commonOptions & NonNullable<ParseArgsConfig['options']>,
>(args: string[], options: Options, help: string, io: ToolIo) {
  const { values, positionals } = parseToolArgs(args, options);
  // Every tool's options include commonOptions' help, which the generic values do not show.
  if ((values as { help?: boolean }).help) {
    io.out(help);
    return null;
  }
  if (positionals.length > 0) throw usageError(`Unexpected argument "${positionals[0] ?? ''}".`);
  return values;
}

/** Runs a tool, turning its errors into a message and an exit code. */
export async function runTool(tool: Tool, args: string[], io: ToolIo): Promise<number> {
  try {
    return await tool.run(args, io);
  } catch (error) {
    if (error instanceof ToolError) {
      io.err(`${tool.name}: ${error.message}`);
      return error.exitCode;
    }
    io.err(`${tool.name} stopped on an unexpected error:`);
    io.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return EXIT_FAILED;
  }
}
