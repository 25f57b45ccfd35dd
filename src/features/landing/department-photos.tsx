import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CallButton } from '../../components/contact-buttons';
import { listDepartmentPhotos } from '../../data/department-photos';
import type { DepartmentPhotos } from '../../shared/types';
import { type Messages } from '../../i18n/messages';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { useLoader } from '../../data/source/cached-loader';

type DepartmentKey = keyof Messages['landing']['departments']['names'];

/** Every photo of a department's records, in slide order. */
const allPhotos = (records: DepartmentPhotos[]) => records.flatMap((record) => record.photos);

const loaders = {
  xray: () => listDepartmentPhotos.xray().then(allPhotos),
  pathology: () => listDepartmentPhotos.pathology().then(allPhotos),
};

const covers: Record<DepartmentKey, string> = {
  xray: '/images/departments/xray-1.webp',
  doctorConsult: '/images/departments/doctor-consult.webp',
  pathology: '/images/departments/pathology-1.webp',
  usg: '/images/departments/usg.webp',
};

/** The spec's four cards: X-ray and pathology show their photo records, the doctor one picture. */
export function DepartmentPhotoCards() {
  const text = useLandingMessages().landing.departments;
  return (
    <section className="department-photos" aria-labelledby="department-photos-heading">
      <h2 id="department-photos-heading" className="landing-heading text-center">
        {text.heading}
      </h2>
      <div className="row g-3">
        <DepartmentCard department="xray">
          <LoadedPhotosButton department="xray" />
        </DepartmentCard>
        <DepartmentCard department="doctorConsult">
          <PhotosButton department="doctorConsult" photos={[covers.doctorConsult]} />
        </DepartmentCard>
        <DepartmentCard department="pathology">
          <LoadedPhotosButton department="pathology" />
        </DepartmentCard>
        <DepartmentCard department="usg" />
      </div>
    </section>
  );
}

function DepartmentCard({
  department,
  children,
}: {
  department: DepartmentKey;
  children?: ReactNode;
}) {
  const text = useLandingMessages().landing.departments;
  const name = text.names[department];
  return (
    <div className="col-12 col-sm-6 col-lg-3">
      <article className="department-card card h-100 shadow-sm">
        <img
          className="card-img-top"
          src={covers[department]}
          alt={text.coverAlt[department]}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
        />
        <div className="card-body d-flex flex-column">
          <h3 className="h5 department-name">{name}</h3>
          <p className="flex-grow-1 small text-body-secondary">{text.blurbs[department]}</p>
          <div className="d-flex flex-wrap gap-2">
            <CallButton
              label={text.callNow}
              about={name}
              className="btn btn-primary department-call"
            />
            {children}
          </div>
        </div>
      </article>
    </div>
  );
}

function LoadedPhotosButton({ department }: { department: keyof typeof loaders }) {
  const text = useLandingMessages().landing.departments;
  const photos = useLoader(loaders[department]);
  if (photos.status === 'loading') {
    return (
      <button type="button" className="btn btn-outline-primary" disabled>
        {text.loading}
      </button>
    );
  }
  if (photos.status === 'error') {
    return (
      <span className="d-inline-flex flex-wrap align-items-center gap-2 small text-danger">
        {text.loadFailed}
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={photos.retry}>
          {text.retry}
        </button>
      </span>
    );
  }
  if (photos.data.length === 0) return null;
  return <PhotosButton department={department} photos={photos.data} />;
}

const PhotoDialog = lazy(() => import('./photo-dialog'));

/** The button with the photo count, and the dialog it opens (its code loads on first click). */
function PhotosButton({ department, photos }: { department: DepartmentKey; photos: string[] }) {
  const text = useLandingMessages().landing.departments;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const name = text.names[department];
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary department-photos-button"
        aria-label={text.photosAbout(name, photos.length)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {text.photos(photos.length)}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <PhotoDialog
            title={text.dialogTitle(name)}
            department={name}
            photos={photos}
            show={open}
            onHide={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
