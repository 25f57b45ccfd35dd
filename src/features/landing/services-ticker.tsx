import { useState } from 'react';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

/**
 * The thirteen services scrolling past. Screen readers meet one plain list; the copy that makes the
 * loop seamless is hidden from them. It stops on hover, on focus, with its pause button, and does
 * not move at all for visitors who prefer reduced motion.
 */
export function ServicesTicker() {
  const text = useLandingMessages().landing.ticker;
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = !reducedMotion;
  const items = text.services.map((service) => <li key={service}>{service}</li>);
  return (
    <section className="services-ticker" aria-labelledby="services-ticker-heading">
      <h2 id="services-ticker-heading" className="visually-hidden">
        {text.heading}
      </h2>
      <div className="container d-flex align-items-center gap-2">
        <div className={`ticker-viewport ${moving ? 'is-moving' : 'is-static'}`}>
          <div className={`ticker-track ${paused ? 'is-paused' : ''}`}>
            <ul className="ticker-list">{items}</ul>
            {moving && (
              <ul className="ticker-list" aria-hidden="true">
                {items}
              </ul>
            )}
          </div>
        </div>
        {moving && (
          <button
            type="button"
            className="ticker-toggle"
            aria-label={paused ? text.play : text.pause}
            onClick={() => setPaused((value) => !value)}
          >
            <span aria-hidden="true" className={paused ? 'icon-play' : 'icon-pause'} />
          </button>
        )}
      </div>
    </section>
  );
}
