export const layout = {
  skipToContent: 'Skip to main content',
  demoDataNotice:
    'This site is showing demo data: prices, doctors and numbers are examples, and forms are kept in this browser only.',
  topStrip: {
    label: 'Helplines and social media',
    callHelpline: (number: string) => `Call our helpline ${number}`,
    facebook: 'Facebook',
  },
  nav: {
    label: 'Main',
    toggle: 'Menu',
    home: 'HOME',
    aboutUs: 'ABOUT US',
    findTest: 'FIND A TEST',
    homeCollection: 'HOME COLLECTION',
    healthPackage: 'HEALTH PACKAGE',
    findDoctor: 'FIND DOCTOR',
    services: 'SERVICES',
    contact: 'CONTACT',
    /** Before the centre's number on the navigation bar's call button. */
    callButton: 'Call',
  },
  services: {
    radiology: 'Radiology / Imaging',
    pathology: 'Pathology',
    cardiology: 'Cardiology',
    neurology: 'Neurology',
    gastroenterology: 'Gastroenterology',
    polyclinic: 'Polyclinic',
  },
  footer: {
    addressHeading: 'Visit us',
    helplinesHeading: 'Helplines',
    linksHeading: 'Quick links',
    followHeading: 'Follow us',
    /** Finding the centre, under its address here and on the contact page. */
    visit: {
      landmark: (landmark: string) => `Landmark: ${landmark}`,
      hoursHeading: 'Opening hours',
      /** Monday first, as `site.openingHours` counts them (Mo … Su). */
      weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      directions: 'Get directions',
    },
    links: {
      home: 'Home',
      findTest: 'Find Test',
      homeCollection: 'Home Collection',
      findDoctor: 'Find Doctor',
      feedback: 'Feedback',
      radiology: 'Radiology',
      cardiology: 'Cardiology',
      aboutUs: 'About Us',
      contactUs: 'Contact Us',
      terms: 'Terms',
      privacy: 'Privacy',
    },
    social: { facebook: 'Facebook', youtube: 'YouTube', instagram: 'Instagram' },
    visitorCounter: 'Visitor counter',
    copyright: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
    developedBy: 'Website by',
  },
  noScript: 'This site needs JavaScript to search tests and send forms. Please call us.',
  loadingPage: 'Loading page…',
  pageLoadFailed: {
    title: 'This page could not be loaded',
    body: 'Your connection may have dropped. Check it and try again, or call us.',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    heading: 'We could not find that page',
    body: 'The address may be mistyped, or the page may have moved. These pages may help:',
    home: 'Go to the home page',
    findTest: 'Find a test and its price',
    contact: 'Contact the centre',
    searchLabel: 'Search our tests',
    searchButton: 'Search tests',
    call: 'Call the centre',
  },
  /** The header's language switch. The language names are written in their own language. */
  language: {
    label: 'Language',
    names: { en: 'English', bn: 'বাংলা' },
    loading: 'Loading Bengali (বাংলা)…',
    // Said in both languages: the visitor asked for Bengali and it did not come.
    loadFailed: {
      bn: 'বাংলা লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
      en: 'Bengali could not be loaded. Check your connection and try again.',
    },
  },
  scrollToTop: 'Back to top',
  breadcrumb: 'Breadcrumb',
};
