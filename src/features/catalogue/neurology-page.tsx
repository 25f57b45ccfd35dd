import { listNeurologyTests } from '../../data/catalogue';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { TestListPage } from './test-list-page';

export function NeurologyPage() {
  const messages = useCatalogueMessages();
  return <TestListPage load={listNeurologyTests} page={messages.catalogue.neurology} />;
}
