import lighthouse, { auditFlowArtifacts, type Artifacts, type Flags } from 'lighthouse';
import { figuresOf, type Figures } from './lighthouse-budgets.ts';

export interface Run {
  probeScore: number;
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** Judged by the budgets: the CPU slowdown calibrated to this machine. */
  calibrated: Figures;
  /** Lighthouse's default 4× slowdown, whatever the machine. */
  raw: Figures;
  lcpElement: string;
  failedAudits: string[];
}

/**
 * The settings of a run that needs only a page's first paint (its floor's, or a page measured
 * against its floor alone): its two paint metrics, and a quarter of a second of quiet after the
 * load instead of Lighthouse's second, which only what runs after the first paint needs.
 */
export const firstPaintOnly = {
  onlyCategories: undefined,
  onlyAudits: ['first-contentful-paint', 'largest-contentful-paint'],
  pauseAfterFcpMs: 250,
  pauseAfterLoadMs: 250,
  networkQuietThresholdMs: 250,
  cpuQuietThresholdMs: 250,
} satisfies Flags;

/**
 * The load's log without the requests Chromium makes of its own accord for the site's icon and its
 * web app manifest, which no paint waits on. The simulated phone counts every request that ended
 * before the unthrottled load painted, so whether these count would turn on which of them ended a
 * few milliseconds before a paint that itself takes some 60: a floor's LCP moved from 0.62 s to
 * 0.90 s and back between runs of one page (decision 132).
 */
export function withoutIconAndManifest(log: Artifacts['DevtoolsLog']): Artifacts['DevtoolsLog'] {
  const browsersOwn = new Set(
    log.flatMap((event) =>
      event.method === 'Network.requestWillBeSent' &&
      (event.params.type === 'Manifest' ||
        (event.params.type === 'Other' && event.params.initiator.type === 'other'))
        ? [event.params.requestId]
        : [],
    ),
  );
  return log.filter(
    (event) =>
      !(
        typeof event.params === 'object' &&
        'requestId' in event.params &&
        typeof event.params.requestId === 'string' &&
        browsersOwn.has(event.params.requestId)
      ),
  );
}

/**
 * Audits a gathered page load again with another CPU slowdown. Simulated throttling loads the
 * page unthrottled and applies the slowdown only when it computes the metrics, so the same load
 * serves both figures; Lighthouse checks that the settings the load was gathered with are the
 * ones it audits with, hence the slowdown is written into both.
 */
async function auditWithSlowdown(
  artifacts: Artifacts,
  flags: Flags,
  cpuSlowdownMultiplier: number,
) {
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier };
  const { steps } = await auditFlowArtifacts({
    name: artifacts.URL.finalDisplayedUrl,
    gatherSteps: [
      {
        artifacts: {
          ...artifacts,
          DevtoolsLog: withoutIconAndManifest(artifacts.DevtoolsLog),
          settings: { ...artifacts.settings, throttling },
        },
        flags: { ...flags, throttling },
      },
    ],
  });
  const [step] = steps;
  if (!step) throw new Error('Lighthouse returned no result for the calibrated audit.');
  return step.lhr;
}

/**
 * One Lighthouse load of `url`, audited with Lighthouse's 4× CPU slowdown (raw: Lighthouse's own
 * figures, as anyone running it sees them) and with the slowdown `probeScore` (this machine's,
 * just measured) calls for to be the phone of the budgets, without the icon's and the manifest's
 * requests (judged).
 */
export async function measure(
  url: string,
  flags: Flags,
  probeScore: number,
  phoneScore: number,
): Promise<Run> {
  const cpuSlowdown = probeScore / phoneScore;
  const gathered = await lighthouse(url, flags);
  if (!gathered) throw new Error(`${url}: Lighthouse returned no result`);
  const { lhr, artifacts } = gathered;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const calibratedLhr = await auditWithSlowdown(artifacts, flags, cpuSlowdown);
  return {
    probeScore,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown,
    calibrated: figuresOf(calibratedLhr),
    raw: figuresOf(lhr),
    lcpElement: String(
      // The audit's details are typed loosely; this is the LCP element's selector.
      (
        lhr.audits['largest-contentful-paint-element']?.details as
          { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
      )?.items?.[0]?.items?.[0]?.node?.selector ?? '',
    ),
    failedAudits: Object.values(calibratedLhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .filter((audit) => audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/** A run's line in the log, as it finishes; a run of the first paint alone has paints only. */
export function runLine(round: number, label: string, run: Run) {
  const { calibrated, raw } = run;
  const wholeRun = !Number.isNaN(calibrated.performance);
  return (
    `run ${round} ${label}: probe ${Math.round(run.probeScore)}, ` +
    `Lighthouse benchmark index ${Math.round(run.benchmarkIndex)}, ` +
    `CPU ${run.cpuSlowdown.toFixed(1)}×: ` +
    (wholeRun ? `perf ${calibrated.performance}, ` : '') +
    `FCP ${Math.round(calibrated.fcp)} ms, LCP ${Math.round(calibrated.lcp)} ms` +
    (wholeRun
      ? `, CLS ${calibrated.cls.toFixed(3)}, TBT ${Math.round(calibrated.tbt)} ms ` +
        `(raw 4×: perf ${raw.performance}, LCP ${Math.round(raw.lcp)} ms, ` +
        `TBT ${Math.round(raw.tbt)} ms)`
      : ` (raw 4×: LCP ${Math.round(raw.lcp)} ms)`) +
    `, LCP element ${run.lcpElement}` +
    (run.failedAudits.length ? ` (failed audits: ${run.failedAudits.join(', ')})` : '')
  );
}
