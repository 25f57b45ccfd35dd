import { describe, expect, it } from 'vitest';
import { floorOf } from '../../../../scripts/lib/lighthouse-floor.ts';

describe('a page’s floor for Lighthouse', () => {
  it('keeps what the page says and drops what it links or runs', () => {
    const page =
      '<head><title>T</title><script src="/a.js"></script><style>h1{}</style>' +
      '<noscript><link rel="stylesheet" href="/s.css"></noscript>' +
      '<link rel="modulepreload" href="/m.js"><link rel="manifest" href="/m.json"></head>' +
      '<body><h1>Lipid Profile</h1><img src="/p.webp" alt=""><p>₹520</p>' +
      '<script type="application/json" id="prerendered-data">{}</script></body>';
    expect(floorOf(page)).toBe(
      '<head><title>T</title><link rel="manifest" href="/m.json"></head>' +
        '<body><h1>Lipid Profile</h1><p>₹520</p></body>',
    );
  });
});
