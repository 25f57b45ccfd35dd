import { Link, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../components/breadcrumb';
import { LoadError } from '../../components/load-error';
import { PageMeta } from '../../components/page-meta';
import { ScrollToTopButton } from '../../components/scroll-to-top-button';
import { listPackages } from '../../data/catalogue';
import { packageLoader } from '../../data/packages';
import type { PackageKind } from '../../data/types';
import { useMessages, useNamespace } from '../../i18n/messages';
import { useLoader } from '../../lib/use-loader';
import { PackageDetailView } from './package-detail';
import { PackageDetailSkeleton } from './package-detail-skeleton';
import { packageListPath } from './package-kinds';
import './packages.scss';
import './package-detail.scss';
import { packages as packagesEn } from '../../i18n/en/packages';

/** /healthpackage/:docId, /besthealth/:docId and /diabeticpackage/:docId. */
export function PackageDetailPage({ kind }: { kind: PackageKind }) {
  const m = useMessages();
  const packagesMessages = useNamespace('packages', packagesEn);
  const { docId = '' } = useParams();
  return (
    <div className="container py-4">
      <Breadcrumb
        crumbs={[
          { label: m.common.back, to: packageListPath(kind) },
          { label: packagesMessages.kinds[kind] },
        ]}
      />
      {/* Keyed, so moving to another package starts from its own loading state, not the last one. */}
      <PackageContent key={`${kind}/${docId}`} kind={kind} docId={docId} />
      <ScrollToTopButton />
    </div>
  );
}

function PackageContent({ kind, docId }: { kind: PackageKind; docId: string }) {
  const packagesMessages = useNamespace('packages', packagesEn);
  const t = packagesMessages.detail;
  const label = packagesMessages.kinds[kind];
  const state = useLoader(packageLoader(kind, docId));

  if (state.status === 'loading') {
    return (
      <>
        <PageMeta title={label} description={packagesMessages.list.description} />
        <PackageDetailSkeleton />
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <PageMeta title={label} description={packagesMessages.list.description} />
        <h1 className="page-heading">{label}</h1>
        <LoadError what={t.what} onRetry={state.retry} />
      </>
    );
  }
  const detail = state.data;
  if (detail === null) {
    return (
      <>
        <PageMeta title={t.notFound.title} description={t.notFound.body} noIndex />
        <h1 className="page-heading">{t.notFound.heading}</h1>
        <p>{t.notFound.body}</p>
        <Link className="btn btn-primary" to={packageListPath(kind)}>
          {t.notFound.link}
        </Link>
      </>
    );
  }
  const name = detail.name === '' ? label : detail.name;
  // No extra read for the price: it is shown only when the list already brought it this visit.
  const listed = listPackages[kind].peek()?.find((summary) => summary.id === docId);
  return (
    <>
      <PageMeta title={name} description={detail.text1 || t.description(name, label)} />
      <PackageDetailView detail={detail} heading={name} listed={listed} />
    </>
  );
}
