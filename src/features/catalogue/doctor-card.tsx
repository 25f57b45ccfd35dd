import { lazy, memo, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { CallButton, WhatsAppButton } from '../../components/contact-buttons';
import type { Doctor } from '../../shared/types';
import { useInLanguage, useTypedLanguage } from '../../i18n/catalogue-text';
import { useDoctorsMessages } from '../../i18n/use-doctors-messages';
import { displayFees, initialsOf, webAddress } from './doctor-display';

const PHOTO_SIZE = 96;

// The visiting days, written out from the schedule's rules, are in the pre-rendered page; the code
// that writes them, and works out the next visit, comes after the page's own.
const DoctorVisits = lazy(() =>
  import('./doctor-visits').then((module) => ({ default: module.DoctorVisits })),
);

interface DoctorCardProps {
  item: Doctor;
  /** On the list, the doctor's own page, which the name links to; on that page, whose `<h1>` the name is, none. */
  href?: string;
}

/**
 * What a patient needs to choose a doctor and book: who, when, for how much, a call and a
 * WhatsApp chat that names the doctor. The
 * list's card and the doctor's own page (where the name is the page's `<h1>`).
 */
export const DoctorCard = memo(function DoctorCard({ item, href }: DoctorCardProps) {
  const messages = useDoctorsMessages();
  const doctor = useInLanguage()(item);
  const typedIn = useTypedLanguage();
  const text = messages.doctors.card;
  const video = webAddress(doctor.link);
  return (
    <>
      <div className="d-flex gap-3 align-items-start mb-2">
        <DoctorPhoto src={doctor.img} name={item.name} />
        <div>
          {href === undefined ? (
            <h1 className="page-heading mb-1" lang={typedIn(item, 'name')}>
              {doctor.name}
            </h1>
          ) : (
            <h2 className="catalogue-card-title mb-1">
              <Link to={href} lang={typedIn(item, 'name')}>
                {doctor.name}
              </Link>
            </h2>
          )}
          {doctor.degree !== '' && (
            <p className="doctor-degree mb-1" lang={typedIn(item, 'degree')}>
              {doctor.degree}
            </p>
          )}
          {doctor.des !== '' && (
            <p className="fw-semibold mb-0" lang={typedIn(item, 'des')}>
              {doctor.des}
            </p>
          )}
        </div>
      </div>
      {doctor.des2 !== '' && (
        <p className="doctor-detail mb-1" lang={typedIn(item, 'des2')}>
          {doctor.des2}
        </p>
      )}
      {doctor.reg !== '' && <p className="doctor-detail">{text.registration(doctor.reg)}</p>}
      <Suspense fallback={null}>
        <DoctorVisits doctor={doctor} name={item.name} />
      </Suspense>
      {doctor.fees !== '' && (
        <p className="mb-2">
          <span className="fw-semibold">{text.fees}</span> {displayFees(doctor.fees)}
        </p>
      )}
      {doctor.text !== '' && <p lang={typedIn(item, 'text')}>{doctor.text}</p>}
      <div className="catalogue-actions">
        <CallButton about={doctor.name} className="btn btn-primary" />
        <WhatsAppButton
          about={doctor.name}
          prefilled={text.whatsAppAbout(doctor.name)}
          className="btn btn-success"
        />
        {video !== null && (
          <a
            className="btn btn-outline-primary"
            href={video}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${text.videoLabel(doctor.name)} ${messages.common.opensInNewTab}`}
          >
            {text.video}
          </a>
        )}
      </div>
    </>
  );
});

/** The doctor's photo, or a neutral badge with their initials when there is none or it fails. */
function DoctorPhoto({ src, name }: { src: string; name: string }) {
  const url = webAddress(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url === null || url === failedUrl) return <InitialsBadge name={name} />;
  return (
    <img
      className="doctor-photo"
      src={url}
      // The name beside the photo says who it is.
      alt=""
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}

/**
 * One neutral badge per doctor, their initials on the centre's pale blue: a stock avatar repeated
 * down the list told every doctor apart by nothing.
 */
function InitialsBadge({ name }: { name: string }) {
  return (
    <span className="doctor-photo doctor-initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
