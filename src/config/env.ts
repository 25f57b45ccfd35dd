/**
 * The environment, parsed once. With no `VITE_FIREBASE_*` variable set the site runs on its
 * embedded demo data; with some set, all the required ones must be, and a mistake fails loudly
 * with the names of the variables to fix.
 */

export interface FirebaseEnv {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  /** `host:port` of a Firestore emulator to use instead of the real project. */
  firestoreEmulatorHost: string;
  /** `host:port` of an Auth emulator, which signs senders in instead of the real project. */
  authEmulatorHost: string;
}

/** EmailJS, which e-mails the home-visit requests to the centre where Firebase is not set. */
export interface EmailJsEnv {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

export interface AppEnv {
  firebase: FirebaseEnv | null;
  /** Null when no `VITE_EMAILJS_*` is set. Read only without Firebase, whose site stores the requests. */
  emailJs: EmailJsEnv | null;
}

type RawEnv = Record<string, string | boolean | undefined>;

const firebaseVariables = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

const requiredFirebaseVariables = ['apiKey', 'projectId', 'appId'] as const;

const read = (raw: RawEnv, name: string): string => {
  const value = raw[name];
  return typeof value === 'string' ? value.trim() : '';
};

const emailJsVariables = {
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
} as const;

/** All three EmailJS variables or none: a partial set fails loudly, naming the missing ones. */
function parseEmailJs(raw: RawEnv): EmailJsEnv | null {
  const entries = Object.entries(emailJsVariables).map(([key, name]) => [key, read(raw, name)]);
  const values = Object.fromEntries(entries) as Record<keyof typeof emailJsVariables, string>;
  const missing = Object.entries(emailJsVariables)
    .filter(([key]) => values[key as keyof typeof emailJsVariables] === '')
    .map(([, name]) => name);
  if (missing.length === 0) return values;
  if (missing.length === entries.length) return null;
  throw new Error(
    `EmailJS is partly configured: set ${missing.join(', ')} as well, or unset every ` +
      'VITE_EMAILJS_* variable to keep home-visit requests in the browser. See .env.example.',
  );
}

/**
 * False when the build is a Firebase site's (vite.config.ts), whose bundle then leaves EmailJS's
 * variables out, names and all; undefined outside a Vite build, where both kinds are read.
 */
declare const __EMAILJS_IN_BROWSER__: boolean | undefined;
const emailJsInBrowser = typeof __EMAILJS_IN_BROWSER__ === 'undefined' || __EMAILJS_IN_BROWSER__;

export function parseEnv(raw: RawEnv): AppEnv {
  const emailJs = emailJsInBrowser ? parseEmailJs(raw) : null;
  const values = Object.fromEntries(
    Object.entries(firebaseVariables).map(([key, name]) => [key, read(raw, name)]),
  ) as Record<keyof typeof firebaseVariables, string>;
  if (Object.values(values).every((value) => value === '')) return { firebase: null, emailJs };

  const missing = requiredFirebaseVariables
    .filter((key) => values[key] === '')
    .map((key) => firebaseVariables[key]);
  if (missing.length > 0) {
    throw new Error(
      `Firebase is partly configured: set ${missing.join(', ')} as well, or unset every ` +
        'VITE_FIREBASE_* variable to run on the demo data. See .env.example.',
    );
  }
  const [firestoreEmulatorHost, authEmulatorHost] = [
    'VITE_FIRESTORE_EMULATOR_HOST',
    'VITE_FIREBASE_AUTH_EMULATOR_HOST',
  ].map((name) => {
    const host = read(raw, name);
    if (host !== '' && !/^[\w.-]+:\d+$/.test(host)) {
      throw new Error(`${name} must look like 127.0.0.1:8080, not "${host}".`);
    }
    return host;
  }) as [string, string];
  return { firebase: { ...values, firestoreEmulatorHost, authEmulatorHost }, emailJs };
}

export const env: AppEnv = parseEnv(import.meta.env);

/** Where the site is published, which does not change what it shows. */
export interface SiteEnv {
  /** The public origin, without a trailing slash: canonical addresses, link previews, sitemap. */
  siteUrl: string;
}

/** The demo's stand-in origin, reserved for examples (RFC 2606); set VITE_SITE_URL to go live. */
export const DEMO_SITE_URL = 'https://www.example.com';

const absoluteUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

export function parseSiteEnv(raw: RawEnv): SiteEnv {
  const siteUrl = read(raw, 'VITE_SITE_URL') || DEMO_SITE_URL;
  const site = absoluteUrl(siteUrl);
  if (site === null || site.search !== '' || site.hash !== '') {
    throw new Error(
      `VITE_SITE_URL must be the site's address, like https://www.example.in, not "${siteUrl}".`,
    );
  }
  return { siteUrl: site.href.replace(/\/+$/, '') };
}

export const siteEnv: SiteEnv = parseSiteEnv(import.meta.env);
