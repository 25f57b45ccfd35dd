import { Link } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { PriceTag } from '../../components/price-tag';
import { SkeletonCards } from '../../components/skeleton-cards';
import { packagePath, paths } from '../../shared/routes';
import { listPackages } from '../../data/catalogue';
import { useInLanguage } from '../../i18n/catalogue-text';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { useLoader } from '../../data/source/cached-loader';

/** How many packages the landing page shows; the rest are a link away. */
export const PREVIEW_PACKAGE_COUNT = 3;

/** The old page said "Update soon" here; it now shows the first general packages. */
export function HealthPackagePreview() {
  const text = useLandingMessages().landing.packages;
  const packages = useLoader(listPackages.general);
  const inLanguage = useInLanguage();
  return (
    <section className="package-preview" aria-labelledby="package-preview-heading">
      <h2 id="package-preview-heading" className="landing-heading text-center">
        {text.heading}
      </h2>
      <p className="text-center">{text.intro}</p>
      {packages.status === 'loading' && (
        <SkeletonCards count={PREVIEW_PACKAGE_COUNT} cardHeight={230} label={text.loading} />
      )}
      {packages.status === 'error' && <LoadError what={text.what} onRetry={packages.retry} />}
      {packages.status === 'ready' && (
        <ul className="row g-3 list-unstyled mb-0">
          {packages.data.items
            .slice(0, PREVIEW_PACKAGE_COUNT)
            .map(inLanguage)
            .map((item) => (
              <li key={item.id} className="col-12 col-md-6 col-lg-4">
                <article className="card h-100 shadow-sm package-preview-card">
                  <div className="card-body d-flex flex-column">
                    <h3 className="h5">{item.name}</h3>
                    {item.title !== '' && <p className="small text-body-secondary">{item.title}</p>}
                    <div className="mt-auto">
                      <PriceTag mrp={item.mrp} off={item.off} price={item.price} />
                      <Link
                        className="btn btn-outline-primary"
                        to={packagePath('general', item.id)}
                        aria-label={text.viewPackage(item.name)}
                      >
                        {text.details}
                      </Link>
                    </div>
                  </div>
                </article>
              </li>
            ))}
        </ul>
      )}
      <p className="text-center mt-3 mb-0">
        <Link className="btn btn-primary" to={paths.healthPackages}>
          {text.all}
        </Link>
      </p>
    </section>
  );
}
