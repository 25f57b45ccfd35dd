// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/shared/site';
import { FIELD_BEACON_PATH } from '../../src/shared/field-insights';
import { siteRoutes } from '../../src/shared/routes';
import { SEND_FORM_PATH } from '../../src/shared/forms/no-script-forms';
import {
  I18N_ROOT,
  localizedCandidates,
  requestedLanguages,
} from '../../scripts/lib/localized-pages';

/**
 * firebase.json's hosting headers, checked against what the site uses. The end-to-end test
 * (tests/e2e/hosting) proves in Chromium that nothing is blocked; this check, which always runs,
 * keeps the policy from growing past what the code needs, and fails when the code starts to need
 * an origin the policy lacks (a configured counter image, a new embedded player).
 */

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
const config = JSON.parse(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
) as {
  hosting: {
    public: string;
    cleanUrls?: boolean;
    i18n?: { root: string };
    trailingSlash?: boolean;
    rewrites: unknown[];
    headers: HeaderRule[];
  };
};
const { hosting } = config;

const rule = (source: string) => hosting.headers.find((candidate) => candidate.source === source);
const header = (source: string, key: string) =>
  rule(source)?.headers.find((candidate) => candidate.key === key)?.value;

const policy = new Map(
  (header('**', 'Content-Security-Policy') ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name = '', ...sources]) => [name, sources]),
);

/** The origins the site's own code embeds in an iframe. */
function iframeOrigins(): string[] {
  const root = fileURLToPath(new URL('../../src', import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.tsx'),
  );
  const origins = files.flatMap((file) =>
    [
      ...readFileSync(join(root, file), 'utf8').matchAll(
        /<iframe[\s\S]*?src=\{?[`'"](https:\/\/[^/`'"]+)/g,
      ),
    ].map(([, origin]) => origin ?? ''),
  );
  return [...new Set(origins)].sort();
}

// The services the Firebase build talks to: Firestore Lite's REST API and Cloud Storage's upload
// API (prescriptions, and the download addresses of images staff upload). Never EmailJS: the
// functions send the centre's e-mails.
const FIRESTORE = 'https://firestore.googleapis.com';
const STORAGE = 'https://firebasestorage.googleapis.com';
/** Firebase Auth's REST API: a sender's anonymous sign-in and its token's refresh. */
const AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

describe('firebase.json hosting', () => {
  it('serves dist/ with its pre-rendered pages, the functions behind their addresses, and the app shell only where a page can be added after the build', () => {
    expect(hosting.public).toBe('dist');
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
    // An item route's page can be added in the console after a deploy, and `/Usg` is never
    // pre-rendered: the app shell draws them. Every other address with no file is Hosting's 404,
    // a health concern's among them: only the build draws those pages.
    const shellRoutes = [
      ...siteRoutes
        .filter(
          ({ path, prerender }) =>
            (path.includes('/:') && prerender !== 'conditions') || prerender === 'none',
        )
        .map(({ path }) => path.replace(/\/:[^/]+$/, '/**')),
    ];
    expect(hosting.rewrites).toEqual([
      // The function's region (CATALOGUE_REGION): the Hosting emulator takes us-central1 without
      // one, and a deploy refuses a region the function is not in.
      { source: FIELD_BEACON_PATH, function: { functionId: 'fieldBeacon', region: 'asia-south1' } },
      {
        source: `${SEND_FORM_PATH}/**`,
        function: { functionId: 'sendForm', region: 'asia-south1' },
      },
      ...shellRoutes.map((source) => ({ source, destination: '/app-shell.html' })),
      ...shellRoutes.map((source) => ({
        source: `/bn${source}`,
        destination: '/bn/app-shell.html',
      })),
    ]);
    expect(hosting.rewrites).not.toContainEqual(expect.objectContaining({ source: '**' }));
  });

  it('serves the pre-rendered pages of each language from the i18n root the build writes', () => {
    expect(hosting.i18n).toEqual({ root: `/${I18N_ROOT}` });
  });

  it.each([
    ['', 'bn-IN,bn;q=0.9', ['bn']],
    ['', 'en-IN,en;q=0.9,bn;q=0.8', ['en', 'bn']],
    ['', 'hi-IN, BN-in ,en', ['hi', 'bn', 'en']],
    ['', '', []],
    ['theme=dark; firebase-language-override=bn', 'en-IN', ['bn']],
    ['firebase-language-override=bn,en', 'hi', ['bn', 'en']],
    ['firebase-language-override=', 'bn', ['bn']],
  ])('reads cookie %j and Accept-Language %j as Hosting does: %j', (cookie, accept, expected) => {
    expect(requestedLanguages(cookie, accept)).toEqual(expected);
  });

  it('tries each language’s folder in order, then the default page', () => {
    expect(localizedCandidates('labtest.html', ['hi', 'bn'])).toEqual([
      'localized/hi_ALL/labtest.html',
      'localized/hi/labtest.html',
      'localized/bn_ALL/labtest.html',
      'localized/bn/labtest.html',
      'labtest.html',
    ]);
  });

  it('sends the security headers with every response', () => {
    expect(header('**', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header('**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('**', 'Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(header('**', 'Strict-Transport-Security')).toBe('max-age=31536000');
    expect(header('**', 'X-Frame-Options')).toBe('DENY');
  });

  it('revalidates the build’s files, so that no missing one is kept as a year’s answer', () => {
    // Hosting sends a path's headers with its 404 too: a year's Cache-Control on /assets/** would
    // keep an old build's missing file missing for a year, a rollback included. The offline
    // worker's precache spares returning visitors the round trips.
    const order = hosting.headers.map(({ source }) => source);
    expect(order[0]).toBe('**');
    expect(header('**', 'Cache-Control')).toBe('no-cache');
    expect(hosting.headers.filter(({ source }) => source.startsWith('/assets'))).toEqual([]);
    // The offline worker: a browser asks for it on every check, so a deploy reaches visitors.
    expect(header('/sw.js', 'Cache-Control')).toBe('no-cache');
  });

  describe('the Content-Security-Policy', () => {
    it('denies by default, runs only the site’s own scripts and styles, and is never framed', () => {
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('font-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      const everySource = [...policy.values()].flat();
      for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:']) {
        expect(everySource).not.toContain(loose);
      }
    });

    it('lets the site register its own service worker and no other', () => {
      expect(policy.get('worker-src')).toEqual(["'self'"]);
    });

    it('lets the site call exactly Firestore, Storage and Firebase Auth, and not EmailJS', () => {
      expect(policy.get('connect-src')).toEqual(["'self'", FIRESTORE, STORAGE, ...AUTH]);
    });

    it('loads images from the site, Bootstrap’s data: icons, Storage and the counter if set', () => {
      const counter = site.visitorCounterImageUrl;
      expect(policy.get('img-src')).toEqual([
        "'self'",
        'data:',
        STORAGE,
        ...(counter === '' ? [] : [new URL(counter).origin]),
      ]);
    });

    it('frames exactly the video player the site embeds', () => {
      expect(iframeOrigins()).toEqual(['https://www.youtube-nocookie.com']);
      expect(policy.get('frame-src')).toEqual(iframeOrigins());
    });
  });
});
