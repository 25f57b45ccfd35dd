import { HomeIcon } from '../../components/icons';
import { usePackagesMessages } from '../../i18n/use-packages-messages';

/** "Home Collection Available", which every package advertises (spec section 1). */
export function HomeCollectionNote({ className = '' }: { className?: string }) {
  const messages = usePackagesMessages();
  return (
    <p className={`home-collection-note ${className}`}>
      <HomeIcon size={16} /> {messages.packages.homeCollection}
    </p>
  );
}
