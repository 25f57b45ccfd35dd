import { describe, expect, it } from 'vitest';
import { beaconCost, beaconCostLines } from '../../../../../scripts/staff/lib/beacon-cost';

describe('the field data’s cost', () => {
  it('is worked out item by item from the prices', () => {
    const cost = beaconCost(10_000);
    // 10,000 invocations at $0.40 a million; 2,000 s at 1 vCPU and 0.25 GiB; a read and a write each.
    expect(cost.invocations).toBeCloseTo(0.004, 10);
    expect(cost.compute).toBeCloseTo(2000 * 0.000024 + 500 * 0.0000025, 10);
    expect(cost.reads).toBeCloseTo(0.006, 10);
    expect(cost.writes).toBeCloseTo(0.018, 10);
    expect(cost.total).toBeCloseTo(0.07725, 10);
  });

  it('is printed per 10,000 page loads with the prices and the day they were read', () => {
    const [first, ...rest] = beaconCostLines();
    expect(first).toBe(
      'The field data per 10,000 page loads reported, before the free tiers: $0.07725',
    );
    expect(rest.join('\n')).toMatch(
      /read 2026-11-25\): Cloud Run functions, Tier 1, \$0\.4 per million/,
    );
  });
});
