import { listCardiologyTests } from '../../data/catalogue';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { TestListPage } from './test-list-page';

export function CardiologyPage() {
  const messages = useCatalogueMessages();
  return <TestListPage load={listCardiologyTests} page={messages.catalogue.cardiology} />;
}
