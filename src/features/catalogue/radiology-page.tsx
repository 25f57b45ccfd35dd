import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../shared/routes';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { SearchableList } from './searchable-list';
import { TestCard } from './test-card';
import { RadiologyServices } from './radiology-services';

/** The imaging services' tiles, then the radiology tests' list under a heading of its own. */
export default function RadiologyPage() {
  const messages = useCatalogueMessages();
  const page = messages.catalogue.radiology;
  const title = messages.common.listTitles.radiology;
  return (
    <>
      <PageMeta title={title} description={page.description} />
      <div className="container pt-4">
        <Breadcrumb crumbs={[{ label: messages.common.home, to: paths.home }, { label: title }]} />
        <h1 className="page-heading">{title}</h1>
        <RadiologyServices />
      </div>
      <SearchableList
        list="radiology"
        texts={page}
        header={<h2 className="h4">{page.testsHeading}</h2>}
        updated="prices"
        skeletonHeight={200}
        Card={TestCard}
        headingLevel={3}
      />
    </>
  );
}
