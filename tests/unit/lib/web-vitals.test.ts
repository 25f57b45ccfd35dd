import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportWebVitals, vitalsPayload } from '../../../src/lib/web-vitals';

const vitals = vi.hoisted(() => ({
  onLCP: vi.fn<(report: (metric: Metric) => void) => void>(),
  onINP: vi.fn<(report: (metric: Metric) => void) => void>(),
  onCLS: vi.fn<(report: (metric: Metric) => void) => void>(),
}));
vi.mock('web-vitals', () => vitals);

const lcp = {
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  delta: 1234.5,
  id: 'v5-1',
  navigationType: 'navigate',
  entries: [],
} as unknown as Metric;

/** The page has loaded; idle callbacks run at once. */
beforeEach(() => {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    callback();
    return 1;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const reported = () => vi.waitFor(() => expect(vitals.onLCP).toHaveBeenCalled());

describe('page-speed figures from visitors', () => {
  it('are neither loaded nor sent when no endpoint is set', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    reportWebVitals({ endpoint: null, development: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(vitals.onLCP).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('report LCP, INP and CLS to the endpoint with a beacon', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    reportWebVitals({ endpoint: '/api/vitals', development: false });
    await reported();
    expect(vitals.onINP).toHaveBeenCalled();
    expect(vitals.onCLS).toHaveBeenCalled();
    vitals.onLCP.mock.calls[0]?.[0](lcp);
    expect(sendBeacon).toHaveBeenCalledWith('/api/vitals', vitalsPayload(lcp, '/'));
    expect(JSON.parse(vitalsPayload(lcp, '/labtest'))).toEqual({
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      delta: 1234.5,
      id: 'v5-1',
      navigationType: 'navigate',
      page: '/labtest',
    });
  });

  it('go to the console in development, and nowhere else', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    reportWebVitals({ endpoint: '/api/vitals', development: true });
    await reported();
    vitals.onLCP.mock.calls[0]?.[0](lcp);
    expect(info).toHaveBeenCalledWith('[web-vitals] LCP 1234.50 (good)');
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('wait until the page has loaded and the browser is idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    reportWebVitals({ endpoint: '/api/vitals', development: false });
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
