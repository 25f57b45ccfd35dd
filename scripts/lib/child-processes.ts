import { spawn, type ChildProcess } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** What a tool started; stopped when the tool ends, however it ends. */
const children: ChildProcess[] = [];

export const stopChildren = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

/** Starts a child process and resolves with it and the first match of `ready` in its output. */
export function startChild(
  command: string,
  args: string[],
  ready: RegExp,
  label: string,
  waitMs = 60_000,
) {
  return new Promise<{ child: ChildProcess; match: RegExpMatchArray }>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${label} did not start:\n${output}`)), waitMs);
    const onData = (data: Buffer) => {
      // Colour codes (CI terminals) would split the words `ready` looks for.
      output += stripVTControlCharacters(String(data));
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${label} exited (${code}):\n${output}`)));
  });
}

/** Stops a child and waits until it has gone. */
export function stopChild(child: ChildProcess) {
  const exited = new Promise((resolve) =>
    child.exitCode === null ? child.once('exit', resolve) : resolve(undefined),
  );
  if (child.exitCode === null) child.kill('SIGTERM');
  return exited;
}
