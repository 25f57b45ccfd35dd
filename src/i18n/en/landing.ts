import { landingForms } from '../../shared/i18n/en/landing-forms';
export const landing = {
  title: 'Book a Home Visit',
  description:
    'Book a home sample collection, upload your prescription, see our departments and health packages.',
  bookingBar: {
    label: 'Book by phone',
    call: 'Book Appointment',
    callAbout: (number: string) => `Book Appointment: call ${number}`,
  },
  carousel: {
    label: 'What we offer',
    slides: {
      homeCollection: {
        title: 'Sample collection at home',
        art: 'Illustration: a sample collector with a kit bag outside a house',
      },
      checkups: {
        title: 'Full body check-ups',
        art: 'Illustration: a check-list, a heart with a pulse line and a blood drop',
      },
      imaging: {
        title: 'Digital X-ray and ultrasound',
        art: 'Illustration: a chest X-ray film and an ultrasound screen',
      },
      doctors: {
        title: 'Specialist doctors every day',
        art: 'Illustration: a doctor and a patient at a consultation desk',
      },
    },
  },
  ...landingForms,
  ticker: {
    heading: 'Services at our centre',
    pause: 'Pause the moving list',
    play: 'Move the list again',
    services: [
      'Automated pathology',
      'Digital X-ray',
      'Ultrasound with small parts',
      'Folliculometry',
      'Echocardiography',
      'Holter monitoring',
      'Video EEG',
      'Nerve conduction and EMG',
      'ECG',
      'Lung function test',
      'Colour Doppler',
      'Uroflowmetry',
      'Fetal echocardiography',
    ],
  },
  services: {
    heading: 'OUR SERVICES',
    words: [
      'lab test',
      'all speciality doctor',
      'radiology',
      'pathology',
      'cardiology',
      'neurology',
    ],
    /** What screen readers hear instead of the typing animation. */
    spoken: (words: readonly string[]) => `Our services: ${words.join(', ')}.`,
  },
  departments: {
    heading: 'Department Wise Photo',
    callNow: 'Call Now',
    callAbout: (department: string) => `Call Now: ${department}`,
    photos: (count: number) => (count === 1 ? 'View 1 photo' : `View ${count} photos`),
    photosAbout: (department: string, count: number) =>
      `View ${count} ${count === 1 ? 'photo' : 'photos'} of ${department}`,
    loading: 'Loading photos…',
    loadFailed: 'Photos could not be loaded.',
    retry: 'Try again',
    dialogTitle: (department: string) => `${department} photos`,
    close: 'Close',
    photoAlt: (department: string, index: number, total: number) =>
      `${department}, picture ${index} of ${total} (illustration)`,
    names: {
      xray: 'X-Ray',
      doctorConsult: 'Doctor Consult',
      pathology: 'Pathology',
      usg: 'USG Department',
    },
    blurbs: {
      xray: 'Digital X-ray, all views, with quick reports.',
      doctorConsult: 'Specialist doctors in our own chambers.',
      pathology: 'Automated analysers and trained technicians.',
      usg: 'Ultrasound, colour Doppler and follicular study.',
    },
    coverAlt: {
      xray: 'Illustration of the X-ray room',
      doctorConsult: 'Illustration of a doctor with a patient',
      pathology: 'Illustration of a microscope in the laboratory',
      usg: 'Illustration of the ultrasound machine',
    },
  },
  videos: {
    heading: 'Watch and know us',
    play: (title: string) => `Play video: ${title}`,
    note: 'Videos play from YouTube (privacy-enhanced mode) once you press play.',
  },
  packages: {
    heading: 'HEALTH PACKAGE',
    intro: 'Popular check-ups, with home sample collection available.',
    loading: 'Loading health packages…',
    what: 'the health packages',
    viewPackage: (name: string) => `View details: ${name}`,
    details: 'View details',
    all: 'See all health packages',
  },
};
