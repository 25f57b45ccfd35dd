import type { Metric } from 'web-vitals';
import { siteEnv } from '../config/env';
import { whenLoadedAndIdle } from './use-after-load';

interface VitalsOptions {
  /** Where figures are sent; null sends nothing. */
  endpoint?: string | null;
  /** In development the figures go to the console instead. */
  development?: boolean;
}

/** One figure as the endpoint receives it: a small JSON text, one beacon each. */
export const vitalsPayload = (metric: Metric, page: string) =>
  JSON.stringify({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    delta: metric.delta,
    id: metric.id,
    navigationType: metric.navigationType,
    page,
  });

/**
 * Field data: how fast visitors' own phones draw the page (LCP), answer a tap (INP) and keep the
 * layout still (CLS). The `web-vitals` code is fetched only after the page has loaded and the
 * browser is idle, and only when there is somewhere to report to, so it never delays the page.
 * Figures go to the console in development and to `VITE_VITALS_ENDPOINT` with
 * `navigator.sendBeacon` otherwise (as text/plain, which needs no CORS preflight).
 */
export function reportWebVitals({
  endpoint = siteEnv.vitalsEndpoint,
  development = import.meta.env.DEV,
}: VitalsOptions = {}): void {
  if (!development && endpoint === null) return;
  const report = (metric: Metric) => {
    if (development) {
      console.info(`[web-vitals] ${metric.name} ${metric.value.toFixed(2)} (${metric.rating})`);
    } else if (endpoint !== null) {
      navigator.sendBeacon(endpoint, vitalsPayload(metric, window.location.pathname));
    }
  };
  whenLoadedAndIdle(() => {
    import('web-vitals').then(
      ({ onCLS, onINP, onLCP }) => {
        onLCP(report);
        onINP(report);
        onCLS(report);
      },
      // Offline, or a new deployment removed the chunk: the figures are lost, the page is not.
      () => undefined,
    );
  });
}
