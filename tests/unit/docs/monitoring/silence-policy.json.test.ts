// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { logHeartbeat } from '../../../../functions/src/alarms';
import { SWEEP_EVERY_MINUTES } from '../../../../functions/src/sweep';
import { entryOf, matchesFilter } from '../../../support/log-filter';

/**
 * docs/monitoring/silence-policy.json and the log-based metric it watches,
 * docs/monitoring/sweep-heartbeat-metric.json: the metric must count the heartbeat the sweep
 * logs, and the policy must wait for a few sweeps, within what Cloud Monitoring allows.
 */

const read = <T>(file: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../docs/monitoring/${file}`, import.meta.url), 'utf8'),
  ) as T;
const metric = read<{ name: string; filter: string }>('sweep-heartbeat-metric.json');
const policy = read<{
  conditions: { conditionAbsent: { filter: string; duration: string } }[];
}>('silence-policy.json');

describe('the silence policy', () => {
  it('counts the heartbeat the sweep logs, and only it', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    logHeartbeat('Notifications swept', { resent: [] });
    const line = String(info.mock.calls[0]?.[0]);
    info.mockRestore();

    expect(matchesFilter(metric.filter, entryOf(line))).toBe(true);
    expect(matchesFilter(metric.filter, entryOf('Labtest/cbc: applied'))).toBe(false);
  });

  it('watches that metric, and waits for four missed sweeps, within the 23.5 hours allowed', () => {
    const [condition] = policy.conditions;
    expect(condition?.conditionAbsent.filter).toContain(
      `metric.type="logging.googleapis.com/user/${metric.name}"`,
    );
    const seconds = Number(condition?.conditionAbsent.duration.replace(/s$/, ''));
    expect(seconds).toBe(4 * SWEEP_EVERY_MINUTES * 60);
    expect(seconds).toBeLessThanOrEqual(23.5 * 60 * 60);
  });
});
