import type { ItemListName, ListName } from './catalogue-lists';
import type { PackageKind } from './types';

/**
 * A page's module under src/features/, without its extension: `catalogue/list-page` is
 * src/features/catalogue/list-page.tsx, whose default export is the page. The router finds it
 * (src/app/app-routes.tsx), and the build's size report and pre-render name its chunk by it.
 */
export type PageModule = `${string}/${string}-page`;

/**
 * How the build pre-renders a route: once (`page`, the default); once for each item of its list
 * (`items`: a test's or doctor's own page, `:slug`), for each health concern with something to
 * offer (`conditions`: `:slug`) or for each package of a kind (`packagesOf`: `:docId`) known at
 * build time; or not at all (`none`: /Usg, the same page as /usg).
 */
export type PrerenderRule = 'page' | 'items' | 'conditions' | 'none' | { packagesOf: PackageKind };

export interface SiteRoute {
  path: string;
  page: PageModule;
  /** What the page is given besides its list: which radiology service, which kind of package. */
  props?: Readonly<Record<string, string>>;
  /**
   * The catalogue list the page shows, given to it as its `list` prop: the pre-render draws a
   * list page with the whole list, and an item page (`items`) with its item, and hands that to
   * the browser with the page.
   */
  list?: ListName;
  prerender?: PrerenderRule;
}

/**
 * The route table: every address of the site, spelt and cased exactly as the old site's links
 * (and so search engines and bookmarks) have them, three l's in "colllection" included, and all a
 * route needs: its page, its props, its list and how it is pre-rendered. The router, the
 * pre-render, `npm run size` and the tests derive from it, so a route is one entry here. Plain
 * data: Node scripts and the end-to-end tests import it as it is.
 */
export const routes = {
  home: { path: '/', page: 'home/home-page' },
  aboutUs: { path: '/about-us', page: 'info/about-page' },
  labTests: {
    path: '/labtest',
    page: 'catalogue/list-page',
    list: 'labTests',
  },
  labTest: {
    path: '/labtest/:slug',
    page: 'catalogue/item-page',
    list: 'labTests',
    prerender: 'items',
  },
  findDoctor: {
    path: '/find-doctor',
    page: 'catalogue/doctors-page',
    list: 'doctors',
  },
  doctor: {
    path: '/find-doctor/:slug',
    page: 'catalogue/doctor-page',
    list: 'doctors',
    prerender: 'items',
  },
  healthPackages: {
    path: '/health-package',
    page: 'packages/health-packages-page',
    list: 'generalPackages',
  },
  healthPackageCompare: {
    path: '/health-package/compare',
    // The list's page, which loads the comparison when asked: a page module of its own would add
    // its entry to every page's first load. Drawn by the browser from the address's ids, and kept
    // out of search engines and sitemaps.
    page: 'packages/health-packages-page',
    props: { view: 'compare' },
    prerender: 'none',
  },
  generalPackage: {
    path: '/healthpackage/:docId',
    page: 'packages/package-detail-page',
    props: { kind: 'general' },
    prerender: { packagesOf: 'general' },
  },
  alcoholImpactPackage: {
    path: '/besthealth/:docId',
    page: 'packages/package-detail-page',
    props: { kind: 'alcoholImpact' },
    prerender: { packagesOf: 'alcoholImpact' },
  },
  diabeticPackage: {
    path: '/diabeticpackage/:docId',
    page: 'packages/package-detail-page',
    props: { kind: 'diabetic' },
    prerender: { packagesOf: 'diabetic' },
  },
  radiology: {
    path: '/Radiology',
    page: 'catalogue/radiology-page',
    list: 'radiology',
  },
  radiologyTest: {
    path: '/Radiology/:slug',
    page: 'catalogue/item-page',
    list: 'radiology',
    prerender: 'items',
  },
  xray: { path: '/xray', page: 'catalogue/radiology-service-page', props: { service: 'xray' } },
  usg: { path: '/usg', page: 'catalogue/radiology-service-page', props: { service: 'usg' } },
  usgCapitalised: {
    path: '/Usg',
    page: 'catalogue/radiology-service-page',
    props: { service: 'usg' },
    prerender: 'none',
  },
  ctScan: {
    path: '/ct-scan',
    page: 'catalogue/radiology-service-page',
    props: { service: 'ctScan' },
  },
  mri: { path: '/mri', page: 'catalogue/radiology-service-page', props: { service: 'mri' } },
  opg: { path: '/opg', page: 'catalogue/radiology-service-page', props: { service: 'opg' } },
  cardiology: {
    path: '/Cardiology',
    page: 'catalogue/list-page',
    list: 'cardiology',
  },
  cardiologyTest: {
    path: '/Cardiology/:slug',
    page: 'catalogue/item-page',
    list: 'cardiology',
    prerender: 'items',
  },
  neurology: {
    path: '/Neurology',
    page: 'catalogue/list-page',
    list: 'neurology',
  },
  neurologyTest: {
    path: '/Neurology/:slug',
    page: 'catalogue/item-page',
    list: 'neurology',
    prerender: 'items',
  },
  conditions: {
    path: '/conditions',
    // The concerns' page module, which lists them all when asked: a page module of its own would
    // add its entry to every page's first load.
    page: 'catalogue/condition-page',
    props: { view: 'all' },
  },
  condition: {
    path: '/conditions/:slug',
    page: 'catalogue/condition-page',
    prerender: 'conditions',
  },
  contactUs: { path: '/contact-us', page: 'contact/contact-page' },
  feedback: { path: '/Feedback-page', page: 'contact/feedback-page' },
  terms: { path: '/Terms', page: 'info/terms-page' },
  privacy: { path: '/privacy', page: 'info/privacy-page' },
  homeSampleCollection: { path: '/home-sample-colllection', page: 'contact/home-collection-page' },
  bookHomeVisit: { path: '/book-home-visit', page: 'landing/landing-page' },
} as const satisfies Record<string, SiteRoute>;

export type RouteName = keyof typeof routes;

/** Every route of the table, in its order: of two spellings of one page, the first is canonical. */
export const siteRoutes: readonly SiteRoute[] = Object.values(routes);

/** A page module's source file, as the build manifest keys its chunk. */
export const pageFile = (page: PageModule) => `src/features/${page}.tsx`;

/** The props a route's page is drawn with: the route's own, and its list. */
export const pageProps = ({ props, list }: SiteRoute): Readonly<Record<string, string>> =>
  list === undefined ? (props ?? {}) : { ...props, list };

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

/**
 * The lists whose items have pages of their own (src/shared/catalogue-lists.ts), and the list
 * page each item belongs to: the route table's item route of the list, and its list route.
 */
export const itemPaths = Object.fromEntries(
  siteRoutes.flatMap(({ list, path, prerender }) =>
    prerender === 'items' && list !== undefined
      ? [[list, { list: siteRoutes.find((route) => route.list === list)?.path, item: path }]]
      : [],
  ),
) as { readonly [List in ItemListName]: { list: string; item: string } };

export type { ItemListName };

/** The address of an item's own page, by its slug (src/shared/slugs.ts). */
export const itemPath = (list: ItemListName, slug: string) =>
  itemPaths[list].item.replace(':slug', encodeURIComponent(slug));

/**
 * A test's reviewer's page: the doctor's own, or About us, which names the pathologist in charge
 * (a reviewer without a slug).
 */
export const reviewerPath = ({ slug }: { slug: string }) =>
  slug === '' ? paths.aboutUs : itemPath('doctors', slug);

/**
 * The home sample collection form with a test or package already filled in
 * (`/home-sample-colllection?test=Lipid%20Profile`), from that test's or package's page.
 */
export const HOME_COLLECTION_TEST_PARAM = 'test';
export const homeCollectionPath = (testName: string) =>
  `${paths.homeSampleCollection}?${new URLSearchParams({ [HOME_COLLECTION_TEST_PARAM]: testName }).toString()}`;
