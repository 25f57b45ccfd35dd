/**
 * Everything the site keeps in a visitor's browser, by the name the browser keeps it under. The
 * privacy page lists these, one by one, with what each holds and for how long; a unit test
 * (tests/unit/lib/kept-on-phone.test.ts) reads the site's code for every storage key, cookie and
 * cache name and fails while one is missing here, so the page cannot leave one out.
 */

/** Where in the browser an item is kept. */
export type PhoneStore =
  'localStorage' | 'sessionStorage' | 'cookie' | 'Cache Storage' | 'IndexedDB';

export interface KeptOnPhone {
  /** The name it is kept under; a name ending in `*` stands for every name that begins so. */
  name: string;
  store: PhoneStore;
  /** Which site keeps it: the live one, the demo (no Firebase), or both. */
  site: 'both' | 'live' | 'demo';
  /** Whose code writes it: the site's own, or a library's the site uses, named. */
  writtenBy: 'site' | 'EmailJS' | 'Firebase' | 'Workbox';
}

export const keptOnPhone = {
  language: { name: 'lab-site:language', store: 'localStorage', site: 'both', writtenBy: 'site' },
  languageCookie: {
    name: 'firebase-language-override',
    store: 'cookie',
    site: 'both',
    writtenBy: 'site',
  },
  drafts: { name: 'lab-site:draft:*', store: 'sessionStorage', site: 'both', writtenBy: 'site' },
  listPositions: {
    name: 'catalogue-list-positions',
    store: 'sessionStorage',
    site: 'both',
    writtenBy: 'site',
  },
  visitor: { name: 'lab-site:visitor', store: 'localStorage', site: 'live', writtenBy: 'site' },
  // EmailJS sends the home visit only where Firebase is not configured.
  homeVisitThrottle: {
    name: 'home-visit',
    store: 'localStorage',
    site: 'demo',
    writtenBy: 'EmailJS',
  },
  firebaseHeartbeat: {
    name: 'firebase-heartbeat-database',
    store: 'IndexedDB',
    site: 'live',
    writtenBy: 'Firebase',
  },
  pages: { name: 'lab-site-pages', store: 'Cache Storage', site: 'both', writtenBy: 'site' },
  lists: { name: 'lab-site-lists', store: 'Cache Storage', site: 'both', writtenBy: 'site' },
  data: { name: 'lab-site-data', store: 'Cache Storage', site: 'both', writtenBy: 'site' },
  precache: { name: 'lab-site-precache', store: 'Cache Storage', site: 'both', writtenBy: 'site' },
  precacheBengali: {
    name: 'lab-site-bengali',
    store: 'Cache Storage',
    site: 'both',
    writtenBy: 'site',
  },
  cacheTimes: {
    name: 'workbox-expiration',
    store: 'IndexedDB',
    site: 'both',
    writtenBy: 'Workbox',
  },
  demoSubmissions: {
    name: 'lab-site:submissions:*',
    store: 'localStorage',
    site: 'demo',
    writtenBy: 'site',
  },
  demoUploads: { name: 'lab-site:uploads', store: 'localStorage', site: 'demo', writtenBy: 'site' },
} as const satisfies Record<string, KeptOnPhone>;

export type KeptOnPhoneItem = keyof typeof keptOnPhone;

/** The items in the order the privacy page lists them. */
export const keptOnPhoneItems = Object.keys(keptOnPhone) as KeptOnPhoneItem[];

/** Whether a key the code uses is one of the listed names (or begins as a listed `*` name does). */
export const isListedOnPhone = (key: string) =>
  Object.values(keptOnPhone).some(({ name }) =>
    name.endsWith('*') ? key.startsWith(name.slice(0, -1)) : key === name,
  );
