import { isValidElement } from 'react';
import { createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { lazyPage, type LazyPage } from './lazy-page';

const HomePage = lazyPage(() => import('../features/home/home-page').then((m) => m.HomePage));
const AboutPage = lazyPage(() => import('../features/info/about-page').then((m) => m.AboutPage));
const TermsPage = lazyPage(() => import('../features/info/terms-page').then((m) => m.TermsPage));
const RadiologyServicePage = lazyPage(() =>
  import('../features/info/radiology-service-page').then((m) => m.RadiologyServicePage),
);
const LabTestsPage = lazyPage(() =>
  import('../features/catalogue/lab-tests-page').then((m) => m.LabTestsPage),
);
const DoctorsPage = lazyPage(() =>
  import('../features/catalogue/doctors-page').then((m) => m.DoctorsPage),
);
const RadiologyPage = lazyPage(() =>
  import('../features/catalogue/radiology-page').then((m) => m.RadiologyPage),
);
const CardiologyPage = lazyPage(() =>
  import('../features/catalogue/cardiology-page').then((m) => m.CardiologyPage),
);
const NeurologyPage = lazyPage(() =>
  import('../features/catalogue/neurology-page').then((m) => m.NeurologyPage),
);
const HealthPackagesPage = lazyPage(() =>
  import('../features/packages/health-packages-page').then((m) => m.HealthPackagesPage),
);
const PackageDetailPage = lazyPage(() =>
  import('../features/packages/package-detail-page').then((m) => m.PackageDetailPage),
);
const ContactPage = lazyPage(() =>
  import('../features/contact/contact-page').then((m) => m.ContactPage),
);
const FeedbackPage = lazyPage(() =>
  import('../features/contact/feedback-page').then((m) => m.FeedbackPage),
);
const HomeCollectionPage = lazyPage(() =>
  import('../features/contact/home-collection-page').then((m) => m.HomeCollectionPage),
);
const LandingPage = lazyPage(() =>
  import('../features/landing/landing-page').then((m) => m.LandingPage),
);
const NotFoundPage = lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage));

/**
 * The one route table, with the spec's paths exactly (see config/paths.ts). Every page is its own
 * lazily loaded chunk, so a visitor downloads only the pages they open. Matching ignores case, as
 * the old site's did, so /usg and /Usg (both linked) and /radiology all work.
 */
const routeTable = (
  <>
    <Route path={paths.home} element={<HomePage />} />
    <Route path={paths.aboutUs} element={<AboutPage />} />
    <Route path={paths.labTests} element={<LabTestsPage />} />
    <Route path={paths.findDoctor} element={<DoctorsPage />} />
    <Route path={paths.healthPackages} element={<HealthPackagesPage />} />
    <Route path={paths.generalPackage} element={<PackageDetailPage kind="general" />} />
    <Route path={paths.alcoholImpactPackage} element={<PackageDetailPage kind="alcoholImpact" />} />
    <Route path={paths.diabeticPackage} element={<PackageDetailPage kind="diabetic" />} />
    <Route path={paths.radiology} element={<RadiologyPage />} />
    <Route path={paths.xray} element={<RadiologyServicePage service="xray" />} />
    <Route path={paths.usgCapitalised} element={<RadiologyServicePage service="usg" />} />
    <Route path={paths.usg} element={<RadiologyServicePage service="usg" />} />
    <Route path={paths.ctScan} element={<RadiologyServicePage service="ctScan" />} />
    <Route path={paths.mri} element={<RadiologyServicePage service="mri" />} />
    <Route path={paths.opg} element={<RadiologyServicePage service="opg" />} />
    <Route path={paths.cardiology} element={<CardiologyPage />} />
    <Route path={paths.neurology} element={<NeurologyPage />} />
    <Route path={paths.contactUs} element={<ContactPage />} />
    <Route path={paths.feedback} element={<FeedbackPage />} />
    <Route path={paths.terms} element={<TermsPage />} />
    <Route path={paths.homeSampleCollection} element={<HomeCollectionPage />} />
    <Route path={paths.bookHomeVisit} element={<LandingPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </>
);

export function AppRoutes() {
  return <Routes>{routeTable}</Routes>;
}

const routeObjects = createRoutesFromChildren(routeTable);

/**
 * Loads the chunk of the page `pathname` shows, so that the first render, when it cannot hydrate
 * pre-rendered HTML, draws the page at once rather than a loading state over it.
 */
export function preloadPage(pathname: string): Promise<void> {
  const element = matchRoutes(routeObjects, pathname)?.at(-1)?.route.element;
  const page = isValidElement(element) ? (element.type as Partial<LazyPage<object>>) : undefined;
  return page?.preload?.() ?? Promise.resolve();
}
