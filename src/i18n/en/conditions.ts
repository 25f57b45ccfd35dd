/**
 * The health concerns' pages (src/features/catalogue/condition-page.tsx, conditions-page.tsx) and
 * the home page's section: both languages load with their code, as the test pages' sections do.
 */
export const conditions = {
  indexTitle: 'Tests by health concern',
  indexDescription: (town: string) =>
    `Fever, diabetes, thyroid and more: which tests and packages answer each, with prices, at our centre in ${town}.`,
  indexIntro:
    'Choose a concern to see the tests and packages doctors commonly ask for, with their prices. Your doctor decides which you need.',
  /** "Diabetes: tests and packages in Contai" */
  title: (name: string, town: string) => `${name}: tests and packages in ${town}`,
  description: (name: string, town: string) =>
    `${name}: what it is, the tests and health packages doctors commonly ask for and their prices, at our centre in ${town}.`,
  tests: 'Tests',
  packages: 'Health packages',
  doctors: 'Doctors who see it',
  priceOnCall: 'Call us for the price',
  ask: 'Ask us which to book',
  loading: 'Loading…',
  errorWhat: 'this page',
  notFound: 'We have no page for this health concern.',
  seeAll: 'All health concerns',
  /** Below a package's or a doctor's page: the concerns whose pages name it. */
  linking: 'For these health concerns',
};
