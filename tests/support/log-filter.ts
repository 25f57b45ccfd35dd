/**
 * Cloud Logging's filter language, the small part the alert policies in docs/monitoring/ use:
 * clauses joined by AND, each `field="value"`, `field:*` (the field is there) or `severity>=LEVEL`.
 * A clause outside that part throws, so a policy cannot be changed past what its test checks.
 */

const severities = ['DEFAULT', 'DEBUG', 'INFO', 'NOTICE', 'WARNING', 'ERROR', 'CRITICAL'];

export interface LogEntry {
  resource: { type: string };
  severity: string;
  jsonPayload?: Record<string, unknown>;
  textPayload?: string;
}

/**
 * The entry Cloud Logging makes of a line a Cloud Run service (a 2nd-gen function) writes: a line
 * of JSON becomes a structured entry, its `severity` the entry's; any other line is text.
 */
export function entryOf(line: string): LogEntry {
  const resource = { type: 'cloud_run_revision' };
  try {
    const { severity = 'DEFAULT', ...jsonPayload } = JSON.parse(line) as Record<string, unknown>;
    return { resource, severity: String(severity), jsonPayload };
  } catch {
    return { resource, severity: 'DEFAULT', textPayload: line };
  }
}

const at = (entry: LogEntry, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      entry,
    );

export function matchesFilter(filter: string, entry: LogEntry): boolean {
  return filter.split(' AND ').every((clause) => {
    const equals = /^([\w.]+)="([^"]*)"$/.exec(clause);
    if (equals) return at(entry, equals[1] ?? '') === equals[2];
    const present = /^([\w.]+):\*$/.exec(clause);
    if (present) return at(entry, present[1] ?? '') !== undefined;
    const severe = /^severity>=(\w+)$/.exec(clause);
    if (severe) {
      return severities.indexOf(entry.severity) >= severities.indexOf(severe[1] ?? '');
    }
    throw new Error(`A filter clause this check does not read: ${clause}`);
  });
}
