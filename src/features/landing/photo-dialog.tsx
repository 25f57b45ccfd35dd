import { useEffect, useId, useRef } from 'react';
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

const focusableSelector = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the dialog's controls: react-bootstrap's Modal only pulls focus back
 * once it has reached the page, and from the dialog's last control it would go to the browser's
 * own toolbar, as the dialog ends the document.
 */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const controls = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (control) => control.closest('[inert]') === null,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !controls.some((control) => control === active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A department's photos in a dialog: Tab stays inside, Escape and Close shut it, and focus goes
 * back to the button that opened it (react-bootstrap's Modal). Several photos make a carousel,
 * which the Left and Right arrow keys move wherever focus is in the dialog.
 */
export default function PhotoDialog({ title, department, photos, show, onHide }: PhotoDialogProps) {
  const text = useLandingMessages().landing.departments;
  const reducedMotion = usePrefersReducedMotion();
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!show) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = body.current?.closest<HTMLElement>('[role="dialog"]');
      if (!dialog) return;
      if (event.key === 'Tab') keepTabInside(event, dialog);
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      // The carousel's own buttons move it, so its state stays its own.
      const arrow = event.key === 'ArrowLeft' ? 'previous' : 'next';
      const button = dialog.querySelector<HTMLButtonElement>(`.slide-carousel-${arrow}`);
      if (!button) return;
      event.preventDefault();
      button.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

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
      <Modal.Body ref={body}>
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
