import type { MouseEventHandler } from 'react';

interface CarouselArrowProps {
  label: string;
  direction: 'previous' | 'next';
  /** Prefixes the arrow's classes, `<prefix>-arrow <prefix>-<direction>`, for its widget's styles. */
  classPrefix: string;
  /** Carousel libraries pass their own props to an arrow; only the click handler is used. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/** A previous or next button for a third-party carousel, with a real name for screen readers. */
export function CarouselArrow({ label, direction, classPrefix, onClick }: CarouselArrowProps) {
  return (
    <button
      type="button"
      className={`${classPrefix}-arrow ${classPrefix}-${direction}`}
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true" className="icon-chevron" />
    </button>
  );
}
