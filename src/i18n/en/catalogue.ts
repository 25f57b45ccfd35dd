const indianDigits = new Intl.NumberFormat('en-IN');
const count = (value: number) => indianDigits.format(value);

/** The texts of one searchable list, built from what it lists ("test", "tests"). */
const listTexts = (one: string, many: string) => ({
  searchLabel: `Search ${many} by name`,
  loading: `Loading ${many}…`,
  found: (total: number) => (total === 1 ? `1 ${one} found` : `${count(total)} ${many} found`),
  noMatch: (query: string) => `No ${many} match '${query}'`,
  /** Nothing here, but another of the centre's lists has it: said without "no". */
  foundElsewhere: (query: string) => `'${query}' is in our other services, below`,
  /** Nothing matched the name as typed, but close matches (a speciality, a synonym) did. */
  foundClose: (total: number, query: string) =>
    total === 1 ? `1 ${one} found for '${query}'` : `${count(total)} ${many} found for '${query}'`,
  noMatchHelp: `Check the spelling or try a shorter word. If you cannot find a ${one}, call us: we will tell you whether we do it.`,
  empty: `No ${many} are listed at the moment. Please call us and we will help you.`,
  shown: (shown: number, total: number) => `Showing ${count(shown)} of ${count(total)} ${many}`,
  showMore: `Show more ${many}`,
  errorWhat: `the list of ${many}`,
});

export const catalogue = {
  clearSearch: 'Clear search',
  /** The heading over what a forgiving search adds after the exact matches. */
  closeMatchesHeading: 'Close matches',
  /** Follows the count of exact matches, or the sentence saying there are none. */
  closeFound: (total: number) =>
    total === 1 ? '; 1 close match' : `; ${count(total)} close matches`,
  test: {
    pti: 'Pre-test information:',
    delivery: 'Report delivery:',
  },
  /** What the other lists found for a search, under the list's own matches. */
  elsewhere: {
    heading: 'Found in our other services',
    lists: {
      labTests: 'Lab tests',
      radiology: 'Radiology',
      cardiology: 'Cardiology',
      neurology: 'Neurology',
      packages: 'Health packages',
      doctors: 'Doctors',
    },
    /** One line above the cards: "Diabetes: tests and packages". */
    concern: (name: string) => `${name}: tests and packages`,
    count: (total: number) => (total === 1 ? '1 match' : `${count(total)} matches`),
    seeAll: (total: number, list: string) => `See all ${count(total)} in ${list}`,
  },
  labTests: {
    description:
      'Search our lab tests: prices, discounts, how to prepare and when the report is ready.',
    searchPlaceholder: 'e.g. CBC, thyroid, vitamin D',
    ...listTexts('test', 'tests'),
  },
  doctors: {
    description: 'Doctors who see patients at our centre: speciality, visiting days and fees.',
    searchPlaceholder: 'e.g. a name, heart, child, skin',
    ...listTexts('doctor', 'doctors'),
    // A doctor is found by what they treat as well as by name.
    searchLabel: 'Search doctors by name or speciality',
  },
  radiology: {
    description: 'Digital X-ray, ultrasound and other imaging, and the radiology tests we offer.',
    servicesHeading: 'Our imaging services',
    testsHeading: 'Radiology tests',
    searchPlaceholder: 'e.g. chest, USG, Doppler',
    services: {
      xray: { title: 'X-Ray', text: 'Digital X-ray, all views' },
      usg: { title: 'USG', text: 'Ultrasound, Doppler and follicular study' },
      ctScan: { title: 'CT Scan', text: 'Computed tomography' },
      mri: { title: 'MRI', text: 'Magnetic resonance imaging' },
      opg: { title: 'OPG', text: 'Dental panoramic X-ray' },
    },
    ...listTexts('test', 'tests'),
  },
  cardiology: {
    description: 'ECG, echocardiography, TMT, Holter and other heart tests.',
    searchPlaceholder: 'e.g. ECG, echo, Holter',
    ...listTexts('test', 'tests'),
  },
  neurology: {
    description: 'EEG, nerve conduction, EMG and other tests of the brain and nerves.',
    searchPlaceholder: 'e.g. EEG, NCV, EMG',
    ...listTexts('test', 'tests'),
  },
};
