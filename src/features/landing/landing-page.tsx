import { lazy, Suspense } from 'react';
import { PageMeta } from '../../components/page-meta';
import { useScrollToTop } from '../../components/scroll-to-top-button';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { BookingBar } from './booking-bar';
import { DepartmentPhotoCards } from './department-photos';
import { HomeVisitForm } from './home-visit-form';
import { ServicesHeadline } from './services-headline';
import { ServicesTicker } from './services-ticker';
import { Videos } from './videos';
import './landing.scss';
// The carousel's look with the page's own, though its code comes later: the pre-rendered slides,
// unstyled until then, would stand in a column and push the form off the first screen.
import '../../components/slide-carousel.scss';

/** Where a section whose code is still loading will stand: busy, so no one reads the page as done. */
const sectionOnItsWay = <div aria-busy="true" />;

// Below the fold: the catalogue's reader and its parsing come after the page's own code, and the
// pre-rendered packages show meanwhile.
const HealthPackagePreview = lazy(() =>
  import('./health-package-preview').then((module) => ({ default: module.HealthPackagePreview })),
);
// Last on the page and long: its code and text (in either language) come after the page's own.
const BabyGuide = lazy(() =>
  import('./baby-guide').then((module) => ({ default: module.BabyGuide })),
);
// Pre-rendered with its first picture: the slides' code comes after the page's own, which holds
// the form.
const IntroCarousel = lazy(() =>
  import('./intro-carousel').then((module) => ({ default: module.IntroCarousel })),
);
// Below the fold, and used by few visitors: checking a file's bytes, the upload and its messages
// come after the page's own code. The pre-rendered section shows meanwhile.
const PrescriptionUpload = lazy(() =>
  import('./prescription-upload').then((module) => ({ default: module.PrescriptionUpload })),
);

/** The landing-page variant at /book-home-visit, its sections in the spec's order. */
export default function LandingPage() {
  const messages = useLandingMessages();
  useScrollToTop(20);
  return (
    <div className="landing-page">
      <PageMeta title={messages.landing.title} description={messages.landing.description} />
      <div className="container pt-3 pt-lg-4 pb-4">
        <div className="row g-4">
          <div className="col-12 col-lg-6">
            <Suspense fallback={sectionOnItsWay}>
              <IntroCarousel />
            </Suspense>
          </div>
          <div className="col-12 col-lg-6">
            <HomeVisitForm />
          </div>
        </div>
      </div>
      <ServicesTicker />
      <div className="container landing-sections">
        <Suspense fallback={sectionOnItsWay}>
          <PrescriptionUpload />
        </Suspense>
        <ServicesHeadline />
        <DepartmentPhotoCards />
        <Videos />
        <Suspense fallback={sectionOnItsWay}>
          <HealthPackagePreview />
        </Suspense>
        <Suspense fallback={sectionOnItsWay}>
          <BabyGuide />
        </Suspense>
      </div>
      <BookingBar />
    </div>
  );
}
