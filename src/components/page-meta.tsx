import { useLocation } from 'react-router-dom';
import { siteEnv } from '../config/env';
import { paths } from '../config/routes';
import { site } from '../config/site';

interface PageMetaProps {
  title: string;
  description: string;
  /** A page search engines should leave out (not found): no canonical address, `noindex`. */
  noIndex?: boolean;
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
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const fullTitle = `${title} | ${site.brandName}`;
  const url = absoluteUrl(canonicalPath(pathname));
  const image = absoluteUrl(site.openGraphImage.path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:locale" content="en_IN" />
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
