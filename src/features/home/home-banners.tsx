import { Link } from 'react-router-dom';
import { BannerImage, type BannerName } from '../../components/banner-image';
import { SlideCarousel, type Slide } from '../../components/slide-carousel';
import { paths } from '../../shared/routes';
import { type Messages } from '../../i18n/messages';
import { useHomeMessages } from '../../i18n/use-home-messages';

type BannerKey = keyof Messages['home']['banners'];

interface Banner {
  key: BannerKey;
  image: BannerName;
  /**
   * Slides 1 and 5 lead to the doctors and slide 6 to the tests, as the old site's did; slide 2
   * to the home collection form it tells of. The others are not links.
   */
  to?: string;
}

const banners: Banner[] = [
  { key: 'doctors', image: 'doctors-chambers', to: paths.findDoctor },
  { key: 'homeCollection', image: 'home-sample-collection', to: paths.homeSampleCollection },
  { key: 'checkups', image: 'full-body-checkup' },
  { key: 'imaging', image: 'xray-usg' },
  { key: 'specialists', image: 'polyclinic', to: paths.findDoctor },
  { key: 'findTest', image: 'find-a-test', to: paths.labTests },
];

/** Six banner slides that move on every six seconds. Their text is text, not part of a picture. */
export function HomeBanners() {
  const messages = useHomeMessages();
  const slides: Slide[] = banners.map(({ key, image, to }, index) => ({
    key,
    render: ({ load }) => {
      const banner: Messages['home']['banners'][BannerKey] & { action?: string } =
        messages.home.banners[key];
      return (
        <div className={`home-banner home-banner-${image}`}>
          <div className="home-banner-art">
            {load && (
              <BannerImage
                name={image}
                alt={banner.art}
                sizes="(min-width: 1400px) 760px, (min-width: 768px) 58vw, 100vw"
                priority={index === 0}
              />
            )}
          </div>
          <div className="home-banner-text">
            <p className="home-banner-kicker">{banner.kicker}</p>
            <p className="home-banner-title">{banner.title}</p>
            <p className="home-banner-body">{banner.text}</p>
            {to !== undefined && banner.action !== undefined && (
              <Link to={to} className="btn btn-light home-banner-action stretched-link">
                {banner.action} <span aria-hidden="true">→</span>
              </Link>
            )}
          </div>
        </div>
      );
    },
  }));
  return (
    <SlideCarousel
      className="home-banners"
      label={messages.home.bannersLabel}
      slides={slides}
      autoPlayMs={6000}
    />
  );
}
