import CarouselModule, { type ResponsiveType } from 'react-multi-carousel';
import 'react-multi-carousel/lib/styles.css';
import { useBabyGuideMessages } from '../../i18n/use-baby-guide-messages';
import { interopDefault } from '../../lib/interop-default';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { BabyPicture, babyPictures } from './baby-pictures';
import { CarouselArrow } from '../../components/carousel-arrow';

const Carousel = interopDefault(CarouselModule);

/** The spec's widths: 5 pictures from 3000 to 4000 px, 2 from 464 to 3000, 1 below 464. */
export const babyCarouselResponsive: ResponsiveType = {
  superLargeDesktop: { breakpoint: { max: 4000, min: 3000 }, items: 5 },
  desktop: { breakpoint: { max: 3000, min: 1024 }, items: 2 },
  tablet: { breakpoint: { max: 1024, min: 464 }, items: 2 },
  mobile: { breakpoint: { max: 464, min: 0 }, items: 1 },
};

export default function BabyCarousel() {
  const text = useBabyGuideMessages().babyGuide;
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section className="baby-carousel" aria-label={text.carouselLabel}>
      <Carousel
        responsive={babyCarouselResponsive}
        infinite
        transitionDuration={reducedMotion ? 0 : 400}
        itemClass="baby-carousel-item"
        customLeftArrow={
          <CarouselArrow classPrefix="baby-carousel" direction="previous" label={text.previous} />
        }
        customRightArrow={
          <CarouselArrow classPrefix="baby-carousel" direction="next" label={text.next} />
        }
      >
        {babyPictures.map((image) => (
          <BabyPicture key={image} image={image} />
        ))}
      </Carousel>
    </section>
  );
}
