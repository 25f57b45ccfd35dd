import { HomeIcon } from '../../components/icons';
import { useNamespace } from '../../i18n/messages';
import { packages as packagesEn } from '../../i18n/en/packages';

/** "Home Collection Available", which every package advertises (spec section 1). */
export function HomeCollectionNote({ className = '' }: { className?: string }) {
  const packagesMessages = useNamespace('packages', packagesEn);
  return (
    <p className={`home-collection-note ${className}`}>
      <HomeIcon size={16} /> {packagesMessages.homeCollection}
    </p>
  );
}
