import { lazy, Suspense } from 'react';
import { useNamespace } from '../../i18n/messages';
import { useAfterLoad } from '../../lib/use-after-load';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { landing as landingEn } from '../../i18n/en/landing';

const TypedWords = lazy(() => import('./typed-words'));

/**
 * "OUR SERVICES" with the services typed out one after another. Screen readers hear the whole
 * sentence once; visitors who prefer reduced motion see the words written out, still.
 */
export function ServicesHeadline() {
  const t = useNamespace('landing', landingEn).services;
  const reducedMotion = usePrefersReducedMotion();
  const afterLoad = useAfterLoad();
  const first = t.words[0];
  return (
    <section className="services-headline text-center" aria-labelledby="services-headline">
      <h2 id="services-headline" className="landing-heading">
        {t.heading}
      </h2>
      <p className="visually-hidden">{t.spoken(t.words)}</p>
      <p className="services-typed" aria-hidden="true">
        {reducedMotion ? (
          t.words.join(' · ')
        ) : afterLoad ? (
          <Suspense fallback={first}>
            <TypedWords words={t.words} />
          </Suspense>
        ) : (
          first
        )}
      </p>
    </section>
  );
}
