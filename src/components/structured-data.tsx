import { siteEnv } from '../config/env';
import { placeMapHref } from '../lib/place-links';
import { site } from '../shared/site';
import type { LabTest, ListedTest } from '../shared/types';

/** A schema.org node as JSON-LD; `@context` is added when it is written out. */
export type JsonLd = { '@type': string | string[] } & Record<string, unknown>;

/**
 * JSON-LD text safe inside a `<script>` element: `<` is escaped, so a name staff typed with
 * `</script>` in it cannot end the element early.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}

/**
 * What a card or page shows, as schema.org data search engines read. A data block, never run, so
 * the Content-Security-Policy's ban on inline scripts does not touch it.
 */
export function StructuredData({ data }: { data: JsonLd }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}

export const inr = (price: number) => ({ price, priceCurrency: 'INR' });

/**
 * The price as the card shows it. schema.org has no "MRP struck through": the MRP is a second
 * price specification of type ListPrice (the printed maximum retail price), next to the price
 * asked. Nothing is said about a price the card does not show.
 */
export function offer(amounts: Pick<LabTest, 'mrp' | 'price'>): JsonLd | undefined {
  // As the price tag reads them: staff leave 0 where they have no amount.
  const mrp = amounts.mrp !== null && amounts.mrp > 0 ? amounts.mrp : null;
  const price = amounts.price !== null && amounts.price > 0 ? amounts.price : null;
  if (price === null && mrp === null) return undefined;
  const asked = price ?? mrp;
  const specifications: JsonLd[] = [];
  if (asked !== null) specifications.push({ '@type': 'UnitPriceSpecification', ...inr(asked) });
  if (mrp !== null && price !== null && mrp !== price) {
    specifications.push({
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/ListPrice',
      ...inr(mrp),
    });
  }
  return {
    '@type': 'Offer',
    ...(asked === null ? {} : inr(asked)),
    priceSpecification: specifications,
    seller: { '@id': centreId() },
  };
}

export const centreId = () => `${siteEnv.siteUrl}/#centre`;

export const postalAddress = (address: typeof site.address): JsonLd => ({
  '@type': 'PostalAddress',
  streetAddress: address.street,
  addressLocality: address.locality,
  addressRegion: address.region,
  postalCode: address.postalCode,
  addressCountry: address.country,
});

/**
 * The centre itself: a diagnostic laboratory that is also a clinic, with its address and hours,
 * and its map when staff set its Place ID. Never a rating or a review: the centre's own reviews
 * marked up on its own site are not what search engines show stars for.
 */
export function centreData(description: string, placeId = ''): JsonLd {
  return {
    '@type': ['DiagnosticLab', 'MedicalClinic'],
    '@id': centreId(),
    name: site.brandName,
    description,
    url: `${siteEnv.siteUrl}/`,
    image: `${siteEnv.siteUrl}${site.openGraphImage.path}`,
    telephone: site.centreNumber,
    email: site.emails[0],
    address: postalAddress(site.address),
    openingHours: site.openingHours.split(/,\s*/),
    contactPoint: site.helplines.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      contactType: 'customer service',
      areaServed: 'IN',
    })),
    ...(placeId === '' ? {} : { hasMap: placeMapHref(placeId) }),
    ...(centreProfiles.length === 0 ? {} : { sameAs: centreProfiles }),
  };
}

/** The centre's own pages elsewhere (its Google Business Profile, its social pages), when set. */
const centreProfiles: readonly string[] = [
  site.googleBusinessProfile,
  ...Object.values(site.social),
].filter((url) => url !== '');

/**
 * A test's card or page (`url`, its address). `offers` belongs to schema.org's Service, not to
 * MedicalTest, so a priced test is both: a medical test, and a service the centre sells.
 */
export function testData(test: ListedTest | LabTest, url?: string): JsonLd {
  const priced = 'price' in test ? offer(test) : undefined;
  return {
    '@type': priced ? ['MedicalTest', 'Service'] : 'MedicalTest',
    name: test.name,
    ...(url === undefined ? {} : { url }),
    ...(test.about === undefined ? {} : { description: test.about }),
    ...(test.pti === '' ? {} : { preparation: test.pti }),
    ...(priced ? { offers: priced, provider: { '@id': centreId() } } : {}),
  };
}

/**
 * A test's page as a medical page: what it is about, in the page's language, and, where a doctor
 * reviewed its texts, who (a link to the doctor's own page) and on which day.
 */
export function medicalPageData(
  name: string,
  url: string,
  review: { reviewer?: { name: string; degree: string; url: string }; day?: string },
  about: 'MedicalTest' | 'MedicalCondition' = 'MedicalTest',
): JsonLd {
  const { reviewer, day } = review;
  return {
    '@type': 'MedicalWebPage',
    url,
    about: { '@type': about, name },
    ...(reviewer && {
      reviewedBy: {
        '@type': 'Physician',
        name: reviewer.name,
        url: reviewer.url,
        ...(reviewer.degree === '' ? {} : { description: reviewer.degree }),
      },
    }),
    ...(day === undefined ? {} : { lastReviewed: day }),
  };
}

/** The page's place in the site, as its breadcrumb shows it: each crumb's name and address. */
export function breadcrumbData(crumbs: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}
