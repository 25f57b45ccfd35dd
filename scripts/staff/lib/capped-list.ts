/** How many items a report names one by one; a long list would bury the lines around it. */
const LISTED = 50;

/** The first LISTED lines, then one that counts the rest: "  … and 12 more <what>". */
export function cappedList(lines: readonly string[], what: string): string[] {
  return lines.length > LISTED
    ? [...lines.slice(0, LISTED), `  … and ${lines.length - LISTED} more ${what}`]
    : [...lines];
}
