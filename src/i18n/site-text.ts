import { site, type PostalAddress } from '../config/site';
import { useLanguage } from './language';

/**
 * The site facts (src/config/site.ts) that are words rather than names or numbers, in the
 * visitor's language. Their Bengali versions are in src/i18n/bn/site.ts.
 */
export interface SiteText {
  brandTagline: string;
  town: string;
  address: PostalAddress;
  corporateAddress: PostalAddress;
  developerCreditName: string;
  /** The titles of `site.videos`, in the same order. */
  videoTitles: readonly string[];
}

const english: SiteText = {
  brandTagline: site.brandTagline,
  town: site.town,
  address: site.address,
  corporateAddress: site.corporateAddress,
  developerCreditName: site.developerCredit.name,
  videoTitles: site.videos.map((video) => video.title),
};

export function useSiteText(): SiteText {
  return useLanguage().catalogue?.site ?? english;
}
