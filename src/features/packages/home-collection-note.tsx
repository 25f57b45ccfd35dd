import { HomeIcon } from '../../components/icons';
import { useMessages } from '../../i18n/messages';

/** "Home Collection Available", which every package advertises (spec section 1). */
export function HomeCollectionNote({ className = '' }: { className?: string }) {
  const m = useMessages();
  return (
    <p className={`home-collection-note ${className}`}>
      <HomeIcon size={16} /> {m.packages.homeCollection}
    </p>
  );
}
