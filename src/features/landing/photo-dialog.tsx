import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { SlideCarousel } from '../../components/slide-carousel';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import './photo-dialog.scss';

interface PhotoDialogProps {
  title: string;
  department: string;
  photos: string[];
  show: boolean;
  onHide: () => void;
}

/**
 * A department's photos in a dialog: focus stays inside, Escape and Close shut it, and focus goes
 * back to the button that opened it (react-bootstrap's Modal). Several photos make a carousel.
 */
export default function PhotoDialog({ title, department, photos, show, onHide }: PhotoDialogProps) {
  const text = useLandingMessages().landing.departments;
  const reducedMotion = usePrefersReducedMotion();
  const titleId = useId();
  const [onlyPhoto] = photos;
  const picture = (src: string, index: number) => (
    <img
      className="department-photo"
      src={src}
      alt={text.photoAlt(department, index + 1, photos.length)}
      width={800}
      height={600}
      decoding="async"
    />
  );
  return (
    <Modal
      show={show}
      onHide={onHide}
      size="lg"
      centered
      animation={!reducedMotion}
      aria-labelledby={titleId}
      className="department-modal"
    >
      <Modal.Header closeButton closeLabel={text.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {photos.length === 1 && onlyPhoto !== undefined ? (
          picture(onlyPhoto, 0)
        ) : (
          <SlideCarousel
            label={title}
            slides={photos.map((src, index) => ({
              key: `${index}-${src}`,
              render: ({ load }) => (load ? picture(src, index) : null),
            }))}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
