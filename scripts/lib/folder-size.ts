import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The bytes a folder's files hold, each counted once however many names it has. */
export function folderSize(folder: string): number {
  const seen = new Set<number>();
  let total = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else {
        const { ino, size } = statSync(full);
        if (seen.has(ino)) continue;
        seen.add(ino);
        total += size;
      }
    }
  };
  visit(folder);
  return total;
}

/** Bytes as megabytes, one decimal. */
export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
