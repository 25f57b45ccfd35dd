// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { raiseAlarm, type AlarmKind } from '../../../../functions/src/alarms';
import { entryOf, matchesFilter } from '../../../support/log-filter';

/**
 * docs/monitoring/alarm-policy.json, which Cloud Monitoring runs (it cannot be created offline):
 * its filter must match the alarm lines the functions write, and nothing else they log.
 */

const policy = JSON.parse(
  readFileSync(new URL('../../../../docs/monitoring/alarm-policy.json', import.meta.url), 'utf8'),
) as {
  conditions: { conditionMatchedLog?: { filter: string } }[];
  alertStrategy: { notificationRateLimit?: { period: string } };
};
const filter = policy.conditions[0]?.conditionMatchedLog?.filter ?? '';

/** The line a call writes to stderr, as Cloud Logging receives it. */
function logged(write: () => void) {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  write();
  const [line] = error.mock.calls.map(([first]) => String(first));
  error.mockRestore();
  return entryOf(line ?? '');
}

describe('the alarm policy', () => {
  it.each<AlarmKind>(['notifications-failing', 'catalogue-unconfirmed', 'form-ceiling-full'])(
    'matches the %s alarm the functions log',
    (kind) => {
      const entry = logged(() => raiseAlarm(kind, 'Something the centre must hear of', { n: 1 }));
      expect(entry.severity).toBe('ERROR');
      expect(entry.jsonPayload).toMatchObject({ alarm: kind, message: expect.any(String) });
      expect(matchesFilter(filter, entry)).toBe(true);
    },
  );

  it('does not match the functions’ other errors, nor their ordinary lines', () => {
    expect(
      matchesFilter(filter, entryOf('Labtest/cbc could not be applied to the published catalogue')),
    ).toBe(false);
    expect(
      matchesFilter(
        filter,
        entryOf(JSON.stringify({ severity: 'INFO', message: 'swept', heartbeat: 'sweep' })),
      ),
    ).toBe(false);
  });

  it('is a single log-match condition with the rate limit such a policy needs', () => {
    expect(policy.conditions).toHaveLength(1);
    expect(policy.alertStrategy.notificationRateLimit?.period).toBe('3600s');
  });
});
