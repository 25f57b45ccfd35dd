import { memo } from 'react';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../shared/routes';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { SearchableList } from './searchable-list';
import type { CardProps } from './list-matches';
import { TestCard } from './test-card';
import { RadiologyServices } from './radiology-services';
import type { LabTest } from '../../shared/types';

/** A radiology test's card: its list sits under the page's "Radiology tests" heading. */
const RadiologyTestCard = memo(function RadiologyTestCard(props: CardProps<LabTest>) {
  return <TestCard {...props} headingLevel={3} />;
});

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
        Card={RadiologyTestCard}
      />
    </>
  );
}
