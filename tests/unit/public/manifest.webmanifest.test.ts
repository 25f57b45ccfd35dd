import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/shared/site';

describe('the files the site ships for browsers and crawlers', () => {
  it('has a web app manifest that names the centre in its colours', () => {
    const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8'));
    const indexHtml = readFileSync('index.html', 'utf8');
    expect(manifest.name).toBe(site.brandName);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(manifest.icons).toContainEqual(
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    );
  });
});
