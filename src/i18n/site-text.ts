import { site } from '../shared/site';
import type { SiteText } from './catalogue-types';
import { useLanguage } from './language';

const english: SiteText = {
  brandTagline: site.brandTagline,
  town: site.town,
  inTown: `in ${site.town}`,
  address: site.address,
  landmark: site.landmark,
  corporateAddress: site.corporateAddress,
  developerCreditName: site.developerCredit.name,
  videoTitles: site.videos.map((video) => video.title),
};

/** The site's words (src/i18n/catalogue-types.ts) in the visitor's language. */
export function useSiteText(): SiteText {
  return useLanguage().catalogue?.site ?? english;
}
