/**
 * What the field data costs the lab: each page load's beacon is one invocation of the function
 * behind /api/beacon (functions/src/field-beacon.ts), with one document read and one write. From
 * the published prices in US dollars, as read on PRICES_READ; before the free tiers, which a
 * lab's traffic stays within (FREE_TIERS).
 */
export const PRICES_READ = '2026-11-25';

export const prices = {
  /** Cloud Run functions (Cloud Functions 2nd gen), request-based billing, Tier 1 regions. */
  perMillionInvocations: 0.4,
  perVcpuSecond: 0.000024,
  perGibSecond: 0.0000025,
  /**
   * Firestore, Standard edition: the multi-region prices, at or above every single region's,
   * Mumbai's (asia-south1) included.
   */
  per100kReads: 0.06,
  per100kWrites: 0.18,
} as const;

/**
 * One beacon's use. The function has 1 vCPU and 256 MiB (firebase-functions' defaults for its
 * memory) and is billed by the 100 ms; a beacon's transaction takes well under that in its
 * region, so 200 ms is a generous bound.
 */
export const perBeacon = { invocations: 1, seconds: 0.2, vcpu: 1, gib: 0.25, reads: 1, writes: 1 };

const FREE_TIERS =
  'Free every month: 2 million invocations, 180,000 vCPU-seconds and 360,000 GiB-seconds; every ' +
  'day 50,000 document reads and 20,000 writes, shared with the rest of the site.';

export interface BeaconCost {
  invocations: number;
  compute: number;
  reads: number;
  writes: number;
  total: number;
}

export function beaconCost(pageLoads: number): BeaconCost {
  const seconds = pageLoads * perBeacon.seconds;
  const cost = {
    invocations: (pageLoads * perBeacon.invocations * prices.perMillionInvocations) / 1_000_000,
    compute:
      seconds * perBeacon.vcpu * prices.perVcpuSecond +
      seconds * perBeacon.gib * prices.perGibSecond,
    reads: (pageLoads * perBeacon.reads * prices.per100kReads) / 100_000,
    writes: (pageLoads * perBeacon.writes * prices.per100kWrites) / 100_000,
  };
  return { ...cost, total: cost.invocations + cost.compute + cost.reads + cost.writes };
}

const dollars = (amount: number) => `$${amount.toFixed(5)}`;

/** The cost per 10,000 page loads, item by item, with the prices it is worked from. */
export function beaconCostLines(): string[] {
  const pageLoads = 10_000;
  const cost = beaconCost(pageLoads);
  return [
    `The field data per ${pageLoads.toLocaleString('en-IN')} page loads reported, before the free tiers: ${dollars(cost.total)}`,
    `  Cloud Functions: invocations ${dollars(cost.invocations)}, compute ${dollars(cost.compute)}` +
      ` (${perBeacon.seconds} s at ${perBeacon.vcpu} vCPU and ${perBeacon.gib * 1024} MiB each)`,
    `  Firestore: ${perBeacon.reads} read ${dollars(cost.reads)}, ${perBeacon.writes} write ` +
      `${dollars(cost.writes)} per page load; a refused beacon costs its invocation and one read`,
    `  ${FREE_TIERS}`,
    `  Prices (US dollars, published, read ${PRICES_READ}): Cloud Run functions, Tier 1, ` +
      `$${prices.perMillionInvocations} per million invocations, $${prices.perVcpuSecond} per ` +
      `vCPU-second, $${prices.perGibSecond} per GiB-second; Firestore, multi-region, ` +
      `$${prices.per100kReads} per 100,000 reads, $${prices.per100kWrites} per 100,000 writes.`,
  ];
}
