import type { PostalAddress } from '../shared/site';
import type { Messages } from './en';

/**
 * The site facts (src/shared/site.ts) that are words rather than names or numbers, in the
 * visitor's language. Their Bengali versions are in src/i18n/bn/site.ts.
 */
export interface SiteText {
  brandTagline: string;
  town: string;
  /** "in Krishnanagar", as a page title places it. */
  inTown: string;
  address: PostalAddress;
  landmark: string;
  corporateAddress: PostalAddress;
  developerCreditName: string;
  /** The titles of `site.videos`, in the same order. */
  videoTitles: readonly string[];
}

/** The Bengali every page needs (src/i18n/bn/index.ts): the shared messages and the site's words. */
export interface BengaliShared {
  messages: Pick<Messages, 'common' | 'layout'>;
  site: SiteText;
}
