/**
 * What the functions tell Cloud Monitoring, a channel that does not depend on EmailJS. Each is one
 * line of JSON, which Cloud Logging reads as a structured entry: `severity` becomes the entry's,
 * the rest its `jsonPayload`. docs/monitoring/ holds the alert policies that match them (an alarm
 * e-mails the centre at once; a missing heartbeat for an hour says the functions have stopped),
 * and tests/unit/docs/monitoring/ holds their filters to these lines.
 */

export type AlarmKind = 'notifications-failing' | 'catalogue-unconfirmed' | 'form-ceiling-full';

export function raiseAlarm(
  alarm: AlarmKind,
  message: string,
  details: Record<string, unknown> = {},
): void {
  console.error(JSON.stringify({ ...details, severity: 'ERROR', message, alarm }));
}

/** The sweep's sign of life, every 15 minutes while the functions run. */
export function logHeartbeat(message: string, details: Record<string, unknown> = {}): void {
  console.info(JSON.stringify({ ...details, severity: 'INFO', message, heartbeat: 'sweep' }));
}
