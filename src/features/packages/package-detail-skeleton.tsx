import { usePackagesMessages } from '../../i18n/use-packages-messages';

/** Grey stand-ins in the detail layout's shape, so nothing jumps when the package arrives. */
export function PackageDetailSkeleton() {
  const messages = usePackagesMessages();
  return (
    <div className="placeholder-glow" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{messages.packages.detail.loading}</span>
      <div aria-hidden="true">
        <div className="mb-3">
          <span className="placeholder skeleton-heading col-8 col-md-5 mb-2" />
          <span className="placeholder skeleton-line col-4 col-md-2" />
        </div>
        <div className="row g-4">
          <div className="col-12 col-lg-5 col-xl-4">
            <div className="card shadow-sm">
              <div className="card-body">
                <span className="placeholder skeleton-line col-6 mb-2" />
                <span className="placeholder skeleton-line col-10 mb-3" />
                <span className="placeholder skeleton-line col-5 mb-2" />
                <span className="placeholder skeleton-line col-4 mb-3" />
                <div className="d-flex gap-2 mb-3">
                  <span className="placeholder skeleton-button col-4" />
                  <span className="placeholder skeleton-button col-5" />
                </div>
                <span className="placeholder skeleton-line col-7" />
              </div>
            </div>
          </div>
          <div className="col-12 col-lg-7 col-xl-8">
            <div className="card shadow-sm">
              <div className="card-body">
                <div className="package-intro mb-3">
                  <span className="placeholder package-image d-none d-sm-block" />
                  <div>
                    <span className="placeholder skeleton-line col-12 mb-2" />
                    <span className="placeholder skeleton-line col-10 mb-2" />
                    <span className="placeholder skeleton-line col-11 mb-2" />
                    <span className="placeholder skeleton-line col-8" />
                  </div>
                </div>
                <span className="placeholder skeleton-line col-5 mb-3" />
                {[0, 1, 2].map((index) => (
                  <span key={index} className="placeholder skeleton-section col-12 mb-2" />
                ))}
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
