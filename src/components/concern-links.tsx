import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/language';
import { useConditionsText } from '../i18n/use-conditions-text';
import type { ConcernLink } from '../shared/types';

/**
 * The health concerns whose pages offer a package or name a doctor, each a link to it, below that
 * package's or doctor's page: from the search index once the page has loaded (./after-load.tsx).
 * Nothing while it cannot be had, or where no concern names the page.
 */
export function ConcernLinks({ path }: { path: string }) {
  const text = useConditionsText();
  const { language } = useLanguage();
  const [found, setFound] = useState<{ path: string; links: readonly ConcernLink[] } | null>(null);
  useEffect(() => {
    let current = true;
    // Fetched with the index's code, which the search loads too: this chunk stays small.
    void import('../data/search-index')
      .then(({ concernsNaming }) => concernsNaming(path))
      .then((links) => current && setFound({ path, links }));
    return () => {
      current = false;
    };
  }, [path]);
  const links = found?.path === path ? found.links : [];
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="concern-links" className="mt-4">
      <h2 id="concern-links" className="h5">
        {text.linking}
      </h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>
              {/* Not the catalogue's text helpers: this after-load chunk would then change
                  how every page's first load is split. */}
              {language === 'bn' ? (link.name_bn ?? link.name) : link.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
