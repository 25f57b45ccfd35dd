/**
 * Every route of the site, spelt and cased exactly as the old site's links (and so search engines
 * and bookmarks) have them, three l's in "colllection" included.
 */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  labTests: '/labtest',
  findDoctor: '/find-doctor',
  healthPackages: '/health-package',
  generalPackage: '/healthpackage/:docId',
  alcoholImpactPackage: '/besthealth/:docId',
  diabeticPackage: '/diabeticpackage/:docId',
  radiology: '/Radiology',
  xray: '/xray',
  usg: '/usg',
  usgCapitalised: '/Usg',
  ctScan: '/ct-scan',
  mri: '/mri',
  opg: '/opg',
  cardiology: '/Cardiology',
  neurology: '/Neurology',
  contactUs: '/contact-us',
  feedback: '/Feedback-page',
  terms: '/Terms',
  homeSampleCollection: '/home-sample-colllection',
  bookHomeVisit: '/book-home-visit',
} as const;

export type PackageRoute = 'generalPackage' | 'alcoholImpactPackage' | 'diabeticPackage';

/** The address of one package's detail page. */
export const packagePath = (route: PackageRoute, docId: string) =>
  paths[route].replace(':docId', encodeURIComponent(docId));

/** The privacy section of the Terms page, which the notice under every form links to. */
export const privacySection = { id: 'privacy', path: `${paths.terms}#privacy` } as const;
