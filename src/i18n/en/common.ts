import { site } from '../../shared/site';

export const common = {
  home: 'Home',
  back: 'Back',
  /** The catalogue's lists by their pages' titles, which an item's breadcrumb names too. */
  listTitles: {
    labTests: 'Find a Test',
    doctors: 'Find a Doctor',
    radiology: 'Radiology',
    cardiology: 'Cardiology',
    neurology: 'Neurology',
  },
  /** The old site's Find a Test and Find a Doctor sat under Contact, as their breadcrumbs say. */
  contactCrumb: 'Contact',
  callNow: 'Call Now',
  callBook: 'Call Book',
  whatsAppInquiry: 'WhatsApp Inquiry',
  /** The chat's prefilled text about one test or package: the spec's words, then its name. */
  whatsAppAbout: (name: string) => `${site.whatsAppText} in ${name}`,
  opensInNewTab: '(opens in a new tab)',
  helplines: 'Helplines',
  notAvailable: 'Not Available',
  price: {
    mrp: 'MRP',
    price: 'Price',
    off: (percent: number) => `${percent}% OFF`,
    onRequest: 'Call us for the price',
  },
  carousel: {
    slide: (index: number, total: number) => `${index} of ${total}`,
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Stop the slide show',
    play: 'Start the slide show',
    /** What screen readers call the carousel and each of its slides. */
    role: 'carousel',
    slideRole: 'slide',
  },
  /** Under a list read from the published catalogue: how fresh it is. */
  updated: {
    prices: (date: string) => `Prices updated ${date}`,
    list: (date: string) => `List updated ${date}`,
    /** When the list may have changed since: before the centre's number, a link to call it. */
    unconfirmed: {
      prices: 'Prices may have changed. Call to confirm:',
      list: 'This list may have changed. Call to confirm:',
    },
    /** January first, as `Date.getMonth()` counts them. */
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  loadError: {
    title: (what: string) => `We could not load ${what}`,
    body: 'Your connection may have dropped, or our server is busy. Try again in a moment, or call us: we will tell you the price and how to prepare.',
    retry: 'Retry',
  },
};
