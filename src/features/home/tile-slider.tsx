import { useEffect, useRef, useSyncExternalStore } from 'react';
import SlickModule, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useHomeMessages } from '../../i18n/use-home-messages';
import { interopDefault } from '../../lib/interop-default';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { ServiceTile, tiles } from './service-tile';
import { CarouselArrow } from '../../components/carousel-arrow';

const Slider = interopDefault(SlickModule);

// The same widths as the static grid's (Bootstrap's sm and lg). react-slick's own `responsive`
// setting only reacts to a change of width, not to the width the page opens at.
const wide = '(min-width: 992px)';
const medium = '(min-width: 576px)';

function subscribe(onChange: () => void) {
  const lists = [wide, medium].map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

const tilesPerView = () =>
  window.matchMedia(wide).matches ? 3 : window.matchMedia(medium).matches ? 2 : 1;

/** The tile slider of the spec: 3 shown, 3 scrolled, infinite, dots, 500 ms; fewer on phones. */
export default function TileSlider() {
  const messages = useHomeMessages();
  const reducedMotion = usePrefersReducedMotion();
  const perView = useSyncExternalStore(subscribe, tilesPerView);
  const root = useRef<HTMLDivElement>(null);

  // react-slick hides the tiles out of view (and its copies for the infinite loop) with
  // aria-hidden but leaves their links focusable; making them inert keeps Tab on visible tiles.
  useEffect(() => {
    const element = root.current;
    if (element === null) return;
    const sync = () => {
      for (const slide of element.querySelectorAll('.slick-slide')) {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, []);

  const settings: Settings = {
    slidesToShow: perView,
    slidesToScroll: perView,
    infinite: true,
    dots: true,
    speed: reducedMotion ? 0 : 500,
    prevArrow: (
      <CarouselArrow
        classPrefix="service-tiles"
        direction="previous"
        label={messages.home.tilesPrevious}
      />
    ),
    nextArrow: (
      <CarouselArrow classPrefix="service-tiles" direction="next" label={messages.home.tilesNext} />
    ),
    appendDots: (dots) => <ul className="slick-dots">{dots}</ul>,
    customPaging: (index) => (
      <button type="button" aria-label={messages.home.tilesPage(index + 1)}>
        <span aria-hidden="true" />
      </button>
    ),
  };
  return (
    <div
      ref={root}
      className="service-tiles-slider"
      role="group"
      aria-label={messages.home.tilesLabel}
    >
      <Slider {...settings}>
        {tiles.map((tile) => (
          <ServiceTile key={tile.key} tile={tile} />
        ))}
      </Slider>
    </div>
  );
}
