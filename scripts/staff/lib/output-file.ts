import { writeFileSync } from 'node:fs';
import { ToolError } from './tool';

/** Writes a file, refusing to replace one that exists unless told to: it may be someone's work. */
export function writeNewFile(path: string, content: string | Buffer, replace: boolean): void {
  try {
    writeFileSync(path, content, { encoding: 'utf8', flag: replace ? 'w' : 'wx' });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
      throw new ToolError(
        `${path} already exists. Choose another --out, or add --force to replace it.`,
      );
    }
    throw new ToolError(`cannot write ${path}: ${error instanceof Error ? error.message : ''}`);
  }
}
