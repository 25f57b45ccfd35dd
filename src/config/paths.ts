import type { PackageKind } from '../data/types';

/** The pages the routes show; src/app/pages.ts has each one's code. */
export type PageName =
  | 'home'
  | 'about'
  | 'terms'
  | 'radiologyService'
  | 'labTests'
  | 'doctors'
  | 'radiology'
  | 'cardiology'
  | 'neurology'
  | 'healthPackages'
  | 'packageDetail'
  | 'contact'
  | 'feedback'
  | 'homeCollection'
  | 'landing';

/**
 * How the build pre-renders a route's page: once (`page`, the default); once for each package of
 * a kind known at build time (`packagesOf`: the demo catalogue; with Firebase the browser draws
 * package pages from the app shell); or not at all (`none`: /Usg, the same page as /usg).
 */
export type PrerenderRule = 'page' | 'none' | { packagesOf: PackageKind };

export interface SiteRoute {
  path: string;
  page: PageName;
  /** What the page is given: which radiology service, which kind of package. */
  props?: Readonly<Record<string, string>>;
  prerender?: PrerenderRule;
}

/**
 * The route table: every address of the site, spelt and cased exactly as the old site's links
 * (and so search engines and bookmarks) have them, three l's in "colllection" included; the page
 * each shows; and how the build pre-renders it. The router (app/routes.tsx), the pre-renderer
 * (entry-server.tsx), `npm run size` and the tests all read it, so a route is added here, and
 * only here unless it brings a new page. Plain data: Node scripts and tests import it as it is.
 */
export const routes = {
  home: { path: '/', page: 'home' },
  aboutUs: { path: '/about-us', page: 'about' },
  labTests: { path: '/labtest', page: 'labTests' },
  findDoctor: { path: '/find-doctor', page: 'doctors' },
  healthPackages: { path: '/health-package', page: 'healthPackages' },
  generalPackage: {
    path: '/healthpackage/:docId',
    page: 'packageDetail',
    props: { kind: 'general' },
    prerender: { packagesOf: 'general' },
  },
  alcoholImpactPackage: {
    path: '/besthealth/:docId',
    page: 'packageDetail',
    props: { kind: 'alcoholImpact' },
    prerender: { packagesOf: 'alcoholImpact' },
  },
  diabeticPackage: {
    path: '/diabeticpackage/:docId',
    page: 'packageDetail',
    props: { kind: 'diabetic' },
    prerender: { packagesOf: 'diabetic' },
  },
  radiology: { path: '/Radiology', page: 'radiology' },
  xray: { path: '/xray', page: 'radiologyService', props: { service: 'xray' } },
  usg: { path: '/usg', page: 'radiologyService', props: { service: 'usg' } },
  usgCapitalised: {
    path: '/Usg',
    page: 'radiologyService',
    props: { service: 'usg' },
    prerender: 'none',
  },
  ctScan: { path: '/ct-scan', page: 'radiologyService', props: { service: 'ctScan' } },
  mri: { path: '/mri', page: 'radiologyService', props: { service: 'mri' } },
  opg: { path: '/opg', page: 'radiologyService', props: { service: 'opg' } },
  cardiology: { path: '/Cardiology', page: 'cardiology' },
  neurology: { path: '/Neurology', page: 'neurology' },
  contactUs: { path: '/contact-us', page: 'contact' },
  feedback: { path: '/Feedback-page', page: 'feedback' },
  terms: { path: '/Terms', page: 'terms' },
  homeSampleCollection: { path: '/home-sample-colllection', page: 'homeCollection' },
  bookHomeVisit: { path: '/book-home-visit', page: 'landing' },
} as const satisfies Record<string, SiteRoute>;

export type RouteName = keyof typeof routes;

/** Every route of the table, in its order: of two spellings of one page, the first is canonical. */
export const siteRoutes: readonly SiteRoute[] = Object.values(routes);

/** The list pages' search query in the address (/labtest?q=thyroid), which search forms send. */
export const SEARCH_QUERY_PARAM = 'q';

/** Every route's address, by name, for links: `paths.labTests` is '/labtest'. */
export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, route.path]),
) as { readonly [Name in RouteName]: (typeof routes)[Name]['path'] };

/** Each kind of package's detail page. */
export const packagePaths = {
  general: paths.generalPackage,
  alcoholImpact: paths.alcoholImpactPackage,
  diabetic: paths.diabeticPackage,
} as const satisfies Record<PackageKind, string>;

/** The address of one package's detail page. */
export const packagePath = (kind: PackageKind, docId: string) =>
  packagePaths[kind].replace(':docId', encodeURIComponent(docId));

/** The privacy section of the Terms page, which the notice under every form links to. */
export const privacySection = { id: 'privacy', path: `${paths.terms}#privacy` } as const;
