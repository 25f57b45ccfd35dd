/**
 * Facts about the centre that staff may change: names, numbers, addresses and links. Components
 * read them from here only. The values below are demo values that reach no real person or page;
 * replace them with the centre's own before going live. The facts that are words (tagline, town,
 * addresses, landmark, credit, video titles) are written in Bengali too, in src/i18n/bn/site.ts.
 */
export const site = {
  brandName: 'Nirnay Diagnostics',
  brandTagline: 'Pathology · Imaging · Polyclinic',
  town: 'Krishnanagar',
  address: {
    street: '12 Station Road, Near Bus Stand',
    locality: 'Krishnanagar',
    district: 'Nadia',
    region: 'West Bengal',
    postalCode: '741101',
    country: 'IN',
  },
  /** What a visitor looks out for near the centre's door; shown under its address. */
  landmark: 'Opposite the State Bank of India, Station Road branch',
  corporateAddress: {
    street: '4th Floor, 27 Park Street',
    locality: 'Kolkata',
    district: 'Kolkata',
    region: 'West Bengal',
    postalCode: '700016',
    country: 'IN',
  },
  /** The two helplines of the header and footer; the spec has them end in 1212 and 1215. */
  helplines: ['+91 00000 01212', '+91 00000 01215'],
  /** The one centre number behind every call button and the chat link, in +91 format. */
  centreNumber: '+91 00000 01212',
  whatsAppText: 'I am Interested',
  emails: ['info@example.com', 'care@example.com'],
  /**
   * The centre's own pages on the social sites: each link is shown, and named to search engines
   * as the centre's, only when set. Empty in the demo: a link to a site's home page helps nobody.
   */
  social: {
    facebook: '' as string,
    youtube: '' as string,
    instagram: '' as string,
  },
  /** The centre's Google Business Profile (its Maps listing), named to search engines when set. */
  googleBusinessProfile: '' as string,
  /**
   * The share of page loads that report their speed, pages and unmatched searches to staff
   * (`npm run insights`): 1 is every one, 0.1 one in ten. Lower it as visits grow: the
   * function's cost follows it.
   */
  fieldDataSampleRate: 1,
  /** A hit-counter image address; the footer shows none while this is empty. */
  visitorCounterImageUrl: '',
  developerCredit: { name: 'the centre’s web team', url: '' },
  /** In the form search engines read (schema.org `openingHours`); the footer writes it out in words. */
  openingHours: 'Mo-Sa 07:00-20:00, Su 07:00-13:00',
  /**
   * The picture link previews (WhatsApp, Facebook, X) show, in public/: JPEG, which every preview
   * reader takes, at the 1200 × 630 they ask for; a Bengali page's has its words in Bengali. Both
   * are drawn by scripts/render-icons.ts.
   */
  openGraphImage: {
    path: '/og-image.jpg',
    bengaliPath: '/bn/og-image.jpg',
    width: 1200,
    height: 630,
  },
  /**
   * The landing page's two short videos: a YouTube video id each (the part after `v=`), and a
   * title. A video with an empty id is not shown, and with no id at all the page has no video section.
   */
  videos: [
    {
      youTubeId: '',
      title: 'Home sample collection: how it works',
      poster: '/images/videos/home-collection.webp',
    },
    {
      youTubeId: '',
      title: 'A walk through our centre',
      poster: '/images/videos/centre-tour.webp',
    },
  ],
} as const;

export type Site = typeof site;
/** Any address of the centre; widened from the literal types `as const` gives the values. */
export type PostalAddress = { readonly [K in keyof Site['address']]: string };
