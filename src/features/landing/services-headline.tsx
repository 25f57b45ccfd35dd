import { lazy, Suspense } from 'react';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { useAfterLoad } from '../../lib/use-after-load';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

const TypedWords = lazy(() => import('./typed-words'));

/**
 * "OUR SERVICES" with the services typed out one after another. Screen readers hear the whole
 * sentence once; visitors who prefer reduced motion see the words written out, still.
 */
export function ServicesHeadline() {
  const text = useLandingMessages().landing.services;
  const reducedMotion = usePrefersReducedMotion();
  const afterLoad = useAfterLoad();
  const first = text.words[0];
  return (
    <section className="services-headline text-center" aria-labelledby="services-headline">
      <h2 id="services-headline" className="landing-heading">
        {text.heading}
      </h2>
      <p className="visually-hidden">{text.spoken(text.words)}</p>
      <p className="services-typed" aria-hidden="true">
        {reducedMotion ? (
          text.words.join(' · ')
        ) : afterLoad ? (
          <Suspense fallback={first}>
            <TypedWords words={text.words} />
          </Suspense>
        ) : (
          first
        )}
      </p>
    </section>
  );
}
