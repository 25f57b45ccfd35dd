import { Link } from 'react-router-dom';
import { HomeIcon } from '../../components/icons';
import { homeCollectionPath } from '../../shared/routes';
import { usePackagesMessages } from '../../i18n/use-packages-messages';

/**
 * "Home Collection Available", which every package advertises. On a package's page it opens the
 * home collection form with the package filled in; on a list's card, which is one link to its
 * package, it stays text.
 */
export function HomeCollectionNote({
  className = '',
  bookFor,
}: {
  className?: string;
  /** The package to book a collection for, on its own page. */
  bookFor?: string;
}) {
  const messages = usePackagesMessages();
  const note = (
    <>
      <HomeIcon size={16} /> {messages.packages.homeCollection}
    </>
  );
  return (
    <p className={`home-collection-note ${className}`}>
      {bookFor === undefined ? note : <Link to={homeCollectionPath(bookFor)}>{note}</Link>}
    </p>
  );
}
