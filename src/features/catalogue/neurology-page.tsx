import { listNeurologyTests } from '../../data/catalogue';
import { useNamespace } from '../../i18n/messages';
import { TestListPage } from './test-list-page';
import { catalogue as catalogueEn } from '../../i18n/en/catalogue';

export function NeurologyPage() {
  const catalogueMessages = useNamespace('catalogue', catalogueEn);
  return <TestListPage load={listNeurologyTests} page={catalogueMessages.neurology} />;
}
