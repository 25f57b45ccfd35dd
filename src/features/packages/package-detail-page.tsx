import { Link, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../components/breadcrumb';
import { LoadError } from '../../components/load-error';
import { PageMeta } from '../../components/page-meta';
import { useScrollToTop } from '../../components/scroll-to-top-button';
import { packageLoader } from '../../data/packages';
import type { PackageKind } from '../../shared/types';
import { useInLanguage } from '../../i18n/catalogue-text';
import { usePackagesMessages } from '../../i18n/use-packages-messages';
import { useLoader } from '../../data/source/cached-loader';
import { PackageDetailView } from './package-detail';
import { PackageDetailSkeleton } from './package-detail-skeleton';
import { packageListPath } from './package-kinds';
import './packages.scss';
import './package-detail.scss';

/** /healthpackage/:docId, /besthealth/:docId and /diabeticpackage/:docId. */
export default function PackageDetailPage({ kind }: { kind: PackageKind }) {
  const messages = usePackagesMessages();
  useScrollToTop();
  const { docId = '' } = useParams();
  return (
    <div className="container py-4">
      <Breadcrumb
        crumbs={[
          { label: messages.common.back, to: packageListPath(kind) },
          { label: messages.packages.kinds[kind] },
        ]}
      />
      {/* Keyed, so moving to another package starts from its own loading state, not the last one. */}
      <PackageContent key={`${kind}/${docId}`} kind={kind} docId={docId} />
    </div>
  );
}

function PackageContent({ kind, docId }: { kind: PackageKind; docId: string }) {
  const messages = usePackagesMessages();
  const text = messages.packages.detail;
  const label = messages.packages.kinds[kind];
  const state = useLoader(packageLoader(kind, docId));
  const inLanguage = useInLanguage();

  if (state.status === 'loading') {
    return (
      <>
        <PageMeta title={label} description={messages.packages.list.description} />
        <PackageDetailSkeleton />
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <PageMeta title={label} description={messages.packages.list.description} />
        <h1 className="page-heading">{label}</h1>
        <LoadError what={text.what} onRetry={state.retry} />
      </>
    );
  }
  const detail = state.data;
  if (detail === null) {
    return (
      <>
        <PageMeta title={text.notFound.title} description={text.notFound.body} noIndex />
        <h1 className="page-heading">{text.notFound.heading}</h1>
        <p>{text.notFound.body}</p>
        <Link className="btn btn-primary" to={packageListPath(kind)}>
          {text.notFound.link}
        </Link>
      </>
    );
  }
  const shown = inLanguage(detail);
  const name = shown.name === '' ? label : shown.name;
  return (
    <>
      <PageMeta title={name} description={shown.text1 || text.description(name, label)} />
      <PackageDetailView detail={shown} heading={name} />
    </>
  );
}
