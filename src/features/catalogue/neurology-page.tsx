import { listNeurologyTests } from '../../data/catalogue';
import { useMessages } from '../../i18n/messages';
import { TestListPage } from './test-list-page';

export function NeurologyPage() {
  const m = useMessages();
  return <TestListPage load={listNeurologyTests} page={m.catalogue.neurology} />;
}
