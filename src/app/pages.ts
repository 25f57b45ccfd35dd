import type { ComponentType } from 'react';
import type { PageName } from '../config/paths';

/** A page's code: its source file as the build manifest keys it, and the loader of its component. */
export interface PageModule {
  file: string;
  load: () => Promise<ComponentType<object>>;
}

// A page's own props are given by the route table (config/paths.ts), as data.
const page = <Props extends object>(
  file: string,
  load: () => Promise<ComponentType<Props>>,
): PageModule => ({ file, load: load as unknown as PageModule['load'] });

/** The code of every page the route table names, and of the 404 page; each its own chunk. */
export const pages = {
  home: page('src/features/home/home-page.tsx', () =>
    import('../features/home/home-page').then((m) => m.HomePage),
  ),
  about: page('src/features/info/about-page.tsx', () =>
    import('../features/info/about-page').then((m) => m.AboutPage),
  ),
  terms: page('src/features/info/terms-page.tsx', () =>
    import('../features/info/terms-page').then((m) => m.TermsPage),
  ),
  radiologyService: page('src/features/info/radiology-service-page.tsx', () =>
    import('../features/info/radiology-service-page').then((m) => m.RadiologyServicePage),
  ),
  labTests: page('src/features/catalogue/lab-tests-page.tsx', () =>
    import('../features/catalogue/lab-tests-page').then((m) => m.LabTestsPage),
  ),
  doctors: page('src/features/catalogue/doctors-page.tsx', () =>
    import('../features/catalogue/doctors-page').then((m) => m.DoctorsPage),
  ),
  radiology: page('src/features/catalogue/radiology-page.tsx', () =>
    import('../features/catalogue/radiology-page').then((m) => m.RadiologyPage),
  ),
  cardiology: page('src/features/catalogue/cardiology-page.tsx', () =>
    import('../features/catalogue/cardiology-page').then((m) => m.CardiologyPage),
  ),
  neurology: page('src/features/catalogue/neurology-page.tsx', () =>
    import('../features/catalogue/neurology-page').then((m) => m.NeurologyPage),
  ),
  healthPackages: page('src/features/packages/health-packages-page.tsx', () =>
    import('../features/packages/health-packages-page').then((m) => m.HealthPackagesPage),
  ),
  packageDetail: page('src/features/packages/package-detail-page.tsx', () =>
    import('../features/packages/package-detail-page').then((m) => m.PackageDetailPage),
  ),
  contact: page('src/features/contact/contact-page.tsx', () =>
    import('../features/contact/contact-page').then((m) => m.ContactPage),
  ),
  feedback: page('src/features/contact/feedback-page.tsx', () =>
    import('../features/contact/feedback-page').then((m) => m.FeedbackPage),
  ),
  homeCollection: page('src/features/contact/home-collection-page.tsx', () =>
    import('../features/contact/home-collection-page').then((m) => m.HomeCollectionPage),
  ),
  landing: page('src/features/landing/landing-page.tsx', () =>
    import('../features/landing/landing-page').then((m) => m.LandingPage),
  ),
  notFound: page('src/app/not-found-page.tsx', () =>
    import('./not-found-page').then((m) => m.NotFoundPage),
  ),
} satisfies Record<PageName | 'notFound', PageModule>;
