import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import { useAfterLoad } from '../lib/use-after-load';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import './slide-carousel.scss';

export interface Slide {
  key: string;
  /**
   * The slide's content. `load` is false for a slide the visitor has not reached yet, so its
   * picture can wait: only the first slide's picture is part of the page's first load.
   */
  render: (state: { load: boolean }) => ReactNode;
}

interface View {
  current: number;
  /** Every slide shown so far: their pictures stay loaded. */
  reached: Set<number>;
}

const moveBy = ({ current, reached }: View, delta: number, count: number): View => {
  const next = (current + delta + count) % count;
  return { current: next, reached: new Set(reached).add(next) };
};

interface SlideCarouselProps {
  label: string;
  slides: Slide[];
  /** Moves on by itself every so many milliseconds; omitted, it moves only when asked. */
  autoPlayMs?: number;
  className?: string;
}

/**
 * A small accessible carousel (WAI-ARIA APG "carousel" pattern): previous and next buttons, a
 * stop/start button while it rotates, swipe on touch screens. It stops rotating while the pointer
 * is over it or focus is in it, and never rotates when the visitor prefers reduced motion. Slides
 * out of view are inert, so keyboard and screen reader users meet only the one they see.
 */
export function SlideCarousel({ label, slides, autoPlayMs, className = '' }: SlideCarouselProps) {
  const text = useMessages().common.carousel;
  const reducedMotion = usePrefersReducedMotion();
  const afterLoad = useAfterLoad();
  const [{ current, reached }, setView] = useState<View>(() => ({
    current: 0,
    reached: new Set([0]),
  }));
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStart = useRef<number | null>(null);
  const count = slides.length;
  const rotates = autoPlayMs !== undefined && !reducedMotion && count > 1;
  const rotating = rotates && !stopped && !hovered && !focused;

  const show = (delta: number) => setView((view) => moveBy(view, delta, count));

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setView((view) => moveBy(view, 1, count)), autoPlayMs);
    return () => window.clearInterval(timer);
  }, [rotating, autoPlayMs, count]);

  // After the page has loaded, the neighbours' pictures are fetched, so the next slide is ready.
  const loads = (index: number) =>
    reached.has(index) ||
    (afterLoad && (index === (current + 1) % count || index === (current - 1 + count) % count));

  return (
    <section
      className={`slide-carousel ${className}`}
      aria-roledescription={text.role}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 40) return;
        show(end < start ? 1 : -1);
      }}
    >
      {count > 1 && (
        <div className="slide-carousel-controls">
          {rotates && (
            <button
              type="button"
              className="slide-carousel-button slide-carousel-rotation"
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? text.play : text.pause}
            >
              <span aria-hidden="true" className={stopped ? 'icon-play' : 'icon-pause'} />
            </button>
          )}
          <button
            type="button"
            className="slide-carousel-button slide-carousel-previous"
            onClick={() => show(-1)}
            aria-label={text.previous}
          >
            <span aria-hidden="true" className="icon-chevron" />
          </button>
          <button
            type="button"
            className="slide-carousel-button slide-carousel-next"
            onClick={() => show(1)}
            aria-label={text.next}
          >
            <span aria-hidden="true" className="icon-chevron" />
          </button>
        </div>
      )}
      <div className="slide-carousel-viewport" aria-live={rotating ? 'off' : 'polite'}>
        <div
          className="slide-carousel-track"
          // No style at the first slide: pre-rendered HTML carries none (the CSP refuses inline
          // styles in markup); React sets it from script once the visitor moves on.
          style={current === 0 ? undefined : { transform: `translateX(-${current * 100}%)` }}
        >
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className="slide-carousel-slide"
              role="group"
              aria-roledescription={text.slideRole}
              aria-label={text.slide(index + 1, count)}
              inert={index !== current}
            >
              {slide.render({ load: loads(index) })}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <ol className="slide-carousel-dots" aria-hidden="true">
          {slides.map((slide, index) => (
            <li key={slide.key} className={index === current ? 'active' : undefined} />
          ))}
        </ol>
      )}
    </section>
  );
}
