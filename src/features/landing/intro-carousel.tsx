import { BannerImage, type BannerName } from '../../components/banner-image';
import { SlideCarousel, type Slide } from '../../components/slide-carousel';
import { type Messages } from '../../i18n/messages';
import { useLandingMessages } from '../../i18n/use-landing-messages';

const slides: { key: keyof Messages['landing']['carousel']['slides']; image: BannerName }[] = [
  { key: 'homeCollection', image: 'home-sample-collection' },
  { key: 'checkups', image: 'full-body-checkup' },
  { key: 'imaging', image: 'xray-usg' },
  { key: 'doctors', image: 'doctors-chambers' },
];

/** The landing page's carousel beside the home-visit form. */
export function IntroCarousel() {
  const text = useLandingMessages().landing.carousel;
  const carouselSlides: Slide[] = slides.map(({ key, image }, index) => ({
    key,
    render: ({ load }) => (
      <figure className="intro-slide">
        <div className="intro-slide-art">
          {load && (
            <BannerImage
              name={image}
              alt={text.slides[key].art}
              sizes="(min-width: 1400px) 636px, (min-width: 992px) 46vw, 100vw"
              priority={index === 0}
            />
          )}
        </div>
        <figcaption className="intro-slide-caption">{text.slides[key].title}</figcaption>
      </figure>
    ),
  }));
  return (
    <SlideCarousel
      className="intro-carousel"
      label={text.label}
      slides={carouselSlides}
      autoPlayMs={5000}
    />
  );
}
