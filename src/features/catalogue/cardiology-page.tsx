import { listCardiologyTests } from '../../data/catalogue';
import { useMessages } from '../../i18n/messages';
import { TestListPage } from './test-list-page';

export function CardiologyPage() {
  const m = useMessages();
  return <TestListPage load={listCardiologyTests} page={m.catalogue.cardiology} />;
}
