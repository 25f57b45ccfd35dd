import { useLocation } from 'react-router-dom';
import { siteEnv } from '../config/env';
import { paths } from '../shared/routes';
import { site } from '../shared/site';
import { languages, useLanguage, type Language } from '../i18n/language';
import { localizedPath } from '../i18n/language-address';

interface PageMetaProps {
  title: string;
  description: string;
  /** A page search engines should leave out (not found): no canonical address, `noindex`. */
  noIndex?: boolean;
  /**
   * The page's own address in the route table's spelling, when the address it was reached by is
   * not (an item reached by its old name); the address bar's otherwise.
   */
  path?: string;
}

const staticPaths: readonly string[] = Object.values(paths).filter((path) => !path.includes(':'));

/**
 * The one address search engines should list a page under. Routes match whatever the case
 * (/radiology, /Usg), so every spelling points at the route table's first one (/Radiology, /usg).
 */
export function canonicalPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return staticPaths.find((path) => path.toLowerCase() === lower) ?? pathname;
}

export const absoluteUrl = (path: string) => `${siteEnv.siteUrl}${path}`;

/**
 * The page's title, description, canonical address and link-preview cards (Open Graph, which
 * WhatsApp and Facebook read, and X's card); React places them in the document head, and the
 * build's pre-rendering writes them into each page's HTML.
 */
export function PageMeta({ title, description, noIndex = false, path }: PageMetaProps) {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const fullTitle = `${title} | ${site.brandName}`;
  const page = path ?? canonicalPath(pathname);
  const addressIn = (other: Language) => absoluteUrl(localizedPath(page, other));
  const url = addressIn(language);
  const image = absoluteUrl(
    language === 'bn' ? site.openGraphImage.bengaliPath : site.openGraphImage.path,
  );
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {/* Each language's address names the other's, both ways; English is the default. */}
          {languages.map((other) => (
            <link key={other} rel="alternate" hrefLang={other} href={addressIn(other)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={addressIn('en')} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:locale" content={language === 'bn' ? 'bn_IN' : 'en_IN'} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(site.openGraphImage.width)} />
      <meta property="og:image:height" content={String(site.openGraphImage.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
