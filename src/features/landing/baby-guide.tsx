import { lazy, Suspense } from 'react';
import { Accordion } from '../../components/accordion';
import { CallButton } from '../../components/contact-buttons';
import { useBabyGuideMessages } from '../../i18n/use-baby-guide-messages';
import { useAfterLoad } from '../../lib/use-after-load';
import { BabyPicture, babyPictures } from './baby-pictures';

const BabyCarousel = lazy(() => import('./baby-carousel'));

/** The "NEW BABY GUIDE" card: short, general tips, a call link and a carousel of pictures. */
export function BabyGuide() {
  const text = useBabyGuideMessages().babyGuide;
  const afterLoad = useAfterLoad();
  // Until the carousel's code arrives, its first picture holds its place at the same size.
  const placeholder = (
    <div className="baby-carousel-placeholder">
      <BabyPicture image={babyPictures[0]} />
    </div>
  );
  return (
    <section className="baby-guide card shadow-sm" aria-labelledby="baby-guide-heading">
      <div className="card-body p-3 p-md-4">
        <h2 id="baby-guide-heading" className="landing-heading">
          {text.heading}
        </h2>
        <p>{text.intro}</p>
        <div className="row g-4">
          <div className="col-12 col-lg-6">
            <Accordion
              className="mb-3"
              drawClosed={false}
              sections={text.sections.map((section) => ({
                title: section.title,
                content: (
                  <ul className="mb-0">
                    {section.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                ),
              }))}
            />
            <p className="small baby-guide-note">{text.note}</p>
            <CallButton label={text.book} className="btn btn-primary baby-guide-book" />
          </div>
          <div className="col-12 col-lg-6">
            {afterLoad ? (
              <Suspense fallback={placeholder}>
                <BabyCarousel />
              </Suspense>
            ) : (
              placeholder
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
