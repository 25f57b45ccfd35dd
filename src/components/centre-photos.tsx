import { useLanguage } from '../i18n/language';
import { place as english } from '../i18n/en/place';
import { place as bengali } from '../i18n/bn/place';
import { useSiteSettings } from '../lib/use-site-settings';
import './centre-photos.scss';

/**
 * Photos of the centre as it is, which staff list with the credentials: never invented, so with
 * none set nothing shows. Each is fetched only as it nears the screen, and its box is drawn at
 * 4:3 before it arrives (the photo fills it, cropped), so nothing below it moves. The caption is
 * the photo's text for a visitor who cannot see it, in the page's language.
 */
export function CentrePhotos({ className = '' }: { className?: string }) {
  const photos = useSiteSettings()?.credentials.photos ?? [];
  const { language } = useLanguage();
  const text = language === 'bn' ? bengali : english;
  if (photos.length === 0) return null;
  return (
    <section className={`centre-photos ${className}`} aria-labelledby="centre-photos-heading">
      <h2 id="centre-photos-heading" className="h4">
        {text.photosHeading}
      </h2>
      <div className="row g-3">
        {photos.map(({ url, caption, caption_bn }) => {
          const shown = language === 'bn' && caption_bn !== '' ? caption_bn : caption;
          return (
            <figure key={url} className="col-12 col-sm-6 col-lg-4 mb-0">
              <img
                className="centre-photo img-fluid rounded-3 shadow-sm"
                src={url}
                alt={shown}
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
              />
              <figcaption className="small text-body-secondary mt-2" aria-hidden="true">
                {shown}
              </figcaption>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
