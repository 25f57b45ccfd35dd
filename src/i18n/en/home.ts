export const home = {
  title: 'Diagnostics, Imaging and Doctors',
  description: (town: string) =>
    `Blood tests, X-ray, ultrasound, ECG, health packages and doctors in ${town}, with home sample collection.`,
  heading: (brand: string) => `${brand}: trusted tests, near you`,
  intro: (town: string) =>
    `Pathology, digital X-ray, ultrasound, cardiology and neurology tests, health check-ups and specialist doctors in ${town}. We can also collect your sample at home.`,
  bannersLabel: 'Highlights',
  /** The six banner slides, in order; `art` describes the picture for screen readers. */
  banners: {
    doctors: {
      kicker: 'Polyclinic',
      title: 'Doctors’ chambers',
      text: 'Specialist doctors see patients every day. Book your appointment by phone.',
      action: 'Find a doctor',
      art: 'Illustration: a doctor and a patient at a consultation desk',
    },
    homeCollection: {
      kicker: 'At your door',
      title: 'Home sample collection',
      text: 'Our trained staff collect your blood and urine samples at home.',
      action: 'Book a home collection',
      art: 'Illustration: a sample collector with a kit bag outside a house',
    },
    checkups: {
      kicker: 'Health packages',
      title: 'Full body check-ups',
      text: 'Check-ups for the whole family at fair, printed prices.',
      art: 'Illustration: a check-list, a heart with a pulse line and a blood drop',
    },
    imaging: {
      kicker: 'Radiology',
      title: 'Digital X-ray & USG',
      text: 'Digital X-ray, ultrasound and colour Doppler under one roof.',
      art: 'Illustration: a chest X-ray film and an ultrasound screen',
    },
    specialists: {
      kicker: 'All speciality doctors',
      title: 'Heart, brain, bone and more',
      text: 'Cardiology, neurology, orthopaedics, eye and child care in our chambers.',
      action: 'See our doctors',
      art: 'Illustration: the clinic building with icons for heart, brain, bone, eye and child care',
    },
    findTest: {
      kicker: 'Prices online',
      title: 'Find a test',
      text: 'Search our tests and see the price and report time before you come.',
      action: 'Search tests',
      art: 'Illustration: a magnifying glass over a price list of tests',
    },
  },
  searchLabel: 'Search for a test',
  searchPlaceholder: 'e.g. CBC, thyroid, sugar',
  searchButton: 'Search',
  popularHeading: 'Popular tests and packages',
  chatOnWhatsApp: 'Chat on WhatsApp',
  tilesHeading: 'How can we help you?',
  /** Below the services: the health concerns' pages, for a visitor who knows what worries them. */
  concerns: 'Which test for fever, sugar, thyroid? Tests by health concern',
  tilesLabel: 'Our services',
  tiles: {
    homeSample: {
      title: 'BOOK A HOME SAMPLE',
      text: 'We collect your sample at home, at a time that suits you.',
    },
    findTest: { title: 'FIND A TEST', text: 'Prices, preparation and report times.' },
    appointment: {
      title: 'BOOK AN APPOINTMENT',
      text: 'See a specialist doctor in our chambers.',
    },
    franchisee: {
      title: 'FRANCHISEE',
      text: 'Open a collection centre with us. Write to us to know more.',
    },
    career: { title: 'CAREER', text: 'Join our team of technicians, nurses and staff.' },
  },
  clickNow: 'CLICK NOW',
  tilesPrevious: 'Previous services',
  tilesNext: 'Next services',
  tilesPage: (page: number) => `Show services, page ${page}`,
};
