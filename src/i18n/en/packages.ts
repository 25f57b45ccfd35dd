export const packages = {
  list: {
    title: 'Health Package',
    description:
      'Health check-up packages, alcohol impact and diabetic packages: tests included, how to prepare, report time and price, with home sample collection.',
    labtest: 'Labtest',
    tabsLabel: 'Package types',
    loading: (type: string) => `Loading ${type} list…`,
    what: (type: string) => `the ${type} list`,
    empty: 'No packages of this type are listed yet. Call us and we will suggest one for you.',
  },
  /** The tab labels of the list page. */
  tabs: {
    general: 'General Package',
    alcoholImpact: 'Alcohol Impact',
    diabetic: 'Diabetic Package',
  },
  /** The current-page label of each detail page. */
  kinds: {
    general: 'General Package',
    alcoholImpact: 'Alcohol Impact Package',
    diabetic: 'Diabetic Package',
  },
  card: {
    pti: 'Pre-test information:',
    delivery: 'Report delivery:',
    viewDetails: 'View details',
    /** Opens the home collection form with the package filled in. */
    book: 'Book a home collection',
  },
  homeCollection: 'Home Collection Available',
  detail: {
    description: (name: string, type: string) =>
      `${name}: a ${type} with home sample collection. Tests included, how to prepare and when the report is ready.`,
    loading: 'Loading the package…',
    what: 'this package',
    postedBy: (poster: string) => `Posted by ${poster}`,
    pti: 'Pre Test Information:',
    delivery: 'Report Delivery:',
    notGiven: 'Ask us when you call',
    inclusions: 'Package Inclusions',
    untitledSection: (number: number) => `Section ${number}`,
    sectionEmpty: 'Call us for the tests in this section.',
    noInclusions:
      'The list of tests in this package is being updated. Call us to know what it includes.',
    notFound: {
      title: 'Package not found',
      heading: 'This package was not found',
      body: 'It may have been removed, or the link may be mistyped. All our packages are on the list:',
      link: 'See all health packages',
    },
  },
  faq: {
    heading: 'Frequently Asked Questions (FAQs)',
    defaultQuestion: {
      alcoholImpact: 'Q1. What is Alcoholism?',
      diabetic: 'Q1. What is Diabetes?',
    },
  },
};
