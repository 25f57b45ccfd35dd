import './skeleton-cards.scss';

/**
 * The card heights the lists use, each a class in skeleton-cards.scss: pre-rendered markup carries
 * no inline style, which the Content-Security-Policy refuses.
 */
export type SkeletonHeight = 200 | 230 | 262 | 330;

interface SkeletonCardsProps {
  count: number;
  /** The height of one real card, so the list does not jump when it arrives. */
  cardHeight: SkeletonHeight;
  label: string;
  className?: string;
}

/** Grey stand-ins of the final size while a list loads; announced once as busy. */
export function SkeletonCards({
  count,
  cardHeight,
  label,
  className = 'col-12 col-md-6 col-lg-4',
}: SkeletonCardsProps) {
  return (
    <div className="row g-3" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={className} aria-hidden="true">
          <div className={`card skeleton-card skeleton-card-${cardHeight} placeholder-glow`}>
            <div className="card-body">
              <span className="placeholder col-8 mb-3" />
              <span className="placeholder col-10 mb-2" />
              <span className="placeholder col-6 mb-4" />
              <span className="placeholder col-4" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
