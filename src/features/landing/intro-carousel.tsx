import { BannerImage, type BannerName } from '../../components/banner-image';
import { SlideCarousel, type Slide } from '../../components/slide-carousel';
import { useNamespace, type Messages } from '../../i18n/messages';
import { landing as landingEn } from '../../i18n/en/landing';

const slides: { key: keyof Messages['landing']['carousel']['slides']; image: BannerName }[] = [
  { key: 'homeCollection', image: 'home-sample-collection' },
  { key: 'checkups', image: 'full-body-checkup' },
  { key: 'imaging', image: 'xray-usg' },
  { key: 'doctors', image: 'doctors-chambers' },
];

/** The landing page's carousel beside the home-visit form. */
export function IntroCarousel() {
  const t = useNamespace('landing', landingEn).carousel;
  const carouselSlides: Slide[] = slides.map(({ key, image }, index) => ({
    key,
    render: ({ load }) => (
      <figure className="intro-slide">
        <div className="intro-slide-art">
          {load && (
            <BannerImage
              name={image}
              alt={t.slides[key].art}
              sizes="(min-width: 1400px) 636px, (min-width: 992px) 46vw, 100vw"
              priority={index === 0}
            />
          )}
        </div>
        <figcaption className="intro-slide-caption">{t.slides[key].title}</figcaption>
      </figure>
    ),
  }));
  return (
    <SlideCarousel
      className="intro-carousel"
      label={t.label}
      slides={carouselSlides}
      autoPlayMs={5000}
    />
  );
}
