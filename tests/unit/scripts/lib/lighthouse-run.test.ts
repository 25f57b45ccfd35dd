import type { Artifacts } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { withoutIconAndManifest } from '../../../../scripts/lib/lighthouse-run';

const request = (requestId: string, url: string, type: string, initiator: string) => [
  {
    method: 'Network.requestWillBeSent',
    params: { requestId, request: { url }, type, initiator: { type: initiator } },
  },
  { method: 'Network.loadingFinished', params: { requestId, encodedDataLength: 10 } },
];

describe('a Lighthouse load as it is judged', () => {
  it('leaves out the requests Chromium makes of its own for the icon and the manifest', () => {
    const log = [
      ...request('1', 'http://site/labtest', 'Document', 'other'),
      ...request('2', 'http://site/assets/index.js', 'Script', 'parser'),
      ...request('3', 'http://site/manifest.webmanifest', 'Manifest', 'parser'),
      ...request('4', 'http://site/favicon.svg', 'Other', 'other'),
      { method: 'Page.loadEventFired', params: { timestamp: 1 } },
    ] as unknown as Artifacts['DevtoolsLog'];
    const kept = withoutIconAndManifest(log).map(({ method, params }) =>
      params && 'requestId' in params ? `${method} ${String(params.requestId)}` : method,
    );
    expect(kept).toEqual([
      'Network.requestWillBeSent 1',
      'Network.loadingFinished 1',
      'Network.requestWillBeSent 2',
      'Network.loadingFinished 2',
      'Page.loadEventFired',
    ]);
  });
});
