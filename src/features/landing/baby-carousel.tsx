import type { MouseEventHandler } from 'react';
import CarouselModule, { type ResponsiveType } from 'react-multi-carousel';
import 'react-multi-carousel/lib/styles.css';
import { useNamespace } from '../../i18n/messages';
import { interopDefault } from '../../lib/interop-default';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { BabyPicture, babyPictures } from './baby-pictures';
import { landing as landingEn } from '../../i18n/en/landing';

const Carousel = interopDefault(CarouselModule);

/** The spec's widths: 5 pictures from 3000 to 4000 px, 2 from 464 to 3000, 1 below 464. */
export const babyCarouselResponsive: ResponsiveType = {
  superLargeDesktop: { breakpoint: { max: 4000, min: 3000 }, items: 5 },
  desktop: { breakpoint: { max: 3000, min: 1024 }, items: 2 },
  tablet: { breakpoint: { max: 1024, min: 464 }, items: 2 },
  mobile: { breakpoint: { max: 464, min: 0 }, items: 1 },
};

interface ArrowProps {
  label: string;
  direction: 'previous' | 'next';
  /** react-multi-carousel adds the click handler (and props of its own, which are not used). */
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

function Arrow({ label, direction, onClick }: ArrowProps) {
  return (
    <button
      type="button"
      className={`baby-carousel-arrow baby-carousel-${direction}`}
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true" className="icon-chevron" />
    </button>
  );
}

export default function BabyCarousel() {
  const t = useNamespace('landing', landingEn).babyGuide;
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section className="baby-carousel" aria-label={t.carouselLabel}>
      <Carousel
        responsive={babyCarouselResponsive}
        infinite
        transitionDuration={reducedMotion ? 0 : 400}
        itemClass="baby-carousel-item"
        customLeftArrow={<Arrow direction="previous" label={t.previous} />}
        customRightArrow={<Arrow direction="next" label={t.next} />}
      >
        {babyPictures.map((image) => (
          <BabyPicture key={image} image={image} />
        ))}
      </Carousel>
    </section>
  );
}
