// The Firebase config a build deploys with: firebase.json, whose Content-Security-Policy also
// allows that build's inline critical styles by their hashes (scripts/lib/critical-styles.ts).
// The hashes change with the build's markup and styles, so the build writes the config
// (DEPLOY_CONFIG, beside firebase.json, not committed) and `npm run deploy` hands it to Firebase;
// the Hosting emulator's tests serve with the same function's config.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_STYLES_FILE, type InlineStyles } from './critical-styles.ts';

export const FIREBASE_CONFIG = 'firebase.json';
export const DEPLOY_CONFIG = 'firebase.deploy.json';

interface HostingHeader {
  key: string;
  value: string;
}
export interface FirebaseConfig {
  hosting: {
    public: string;
    predeploy?: string[];
    headers: { source: string; headers: HostingHeader[] }[];
  } & Record<string, unknown>;
  functions?: Record<string, unknown>;
  [part: string]: unknown;
}

const STYLE_SOURCE = "style-src 'self'";

/**
 * What the deploy config adds to Hosting's predeploy check (scripts/staff/check-build.ts), which
 * refuses a deploy without it: firebase.json alone would refuse every page's inline styles.
 */
export const DEPLOYING_WITH_INLINE_STYLES = '--with-inline-styles';

/** `config` with its Content-Security-Policy allowing the inline styles of a build. */
export function withInlineStyles(config: FirebaseConfig, inline: InlineStyles): FirebaseConfig {
  const sources = inline.templates.map(({ source }) => source);
  const allow = (policy: string) => {
    if (!policy.includes(STYLE_SOURCE)) throw new Error(`No "${STYLE_SOURCE}" in ${policy}`);
    return policy.replace(STYLE_SOURCE, [STYLE_SOURCE, ...sources].join(' '));
  };
  return {
    ...config,
    hosting: {
      ...config.hosting,
      predeploy: config.hosting.predeploy?.map(
        (command) => `${command} ${DEPLOYING_WITH_INLINE_STYLES}`,
      ),
      headers: config.hosting.headers.map((rule) => ({
        ...rule,
        headers: rule.headers.map((header) =>
          header.key === 'Content-Security-Policy'
            ? { ...header, value: allow(header.value) }
            : header,
        ),
      })),
    },
  };
}

export const readFirebaseConfig = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as FirebaseConfig;

/** A build's inline styles, as its pre-render recorded them. */
export function readInlineStyles(outDir: string): InlineStyles {
  const file = path.join(outDir, INLINE_STYLES_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as InlineStyles;
}

/**
 * Writes DEPLOY_CONFIG beside firebase.json when `outDir` is the folder Hosting deploys: other
 * builds (the tests') leave the deploy's config alone.
 */
export function writeDeployConfig(root: string, outDir: string, inline: InlineStyles): boolean {
  const config = readFirebaseConfig(path.join(root, FIREBASE_CONFIG));
  if (path.resolve(root, config.hosting.public) !== path.resolve(outDir)) return false;
  writeFileSync(
    path.join(root, DEPLOY_CONFIG),
    `${JSON.stringify(withInlineStyles(config, inline), null, 2)}\n`,
  );
  return true;
}
