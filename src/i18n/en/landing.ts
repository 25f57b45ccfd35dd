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
  form: {
    heading: 'BOOK A HOME VISIT NOW',
    intro: 'Tell us who needs the test and where. We will call you back to fix a time.',
    fields: {
      from_name: 'Patient or doctor’s name',
      from_mobile: 'Mobile number',
      from_city: 'City or area',
      from_labtestname: 'Test name',
    },
    testHint: 'As written on the prescription, e.g. “CBC, lipid profile”.',
    submit: 'Book home visit',
    sent: 'Your message was sent successfully.',
    sentNext: 'We will call you back soon to fix a time.',
    /** The demo site, which sends nothing: said plainly, never as a success. */
    keptHeading: 'This is the demo site: nothing was sent.',
    keptLocally:
      'What you typed is kept on this device only, and the centre has not received it. To book, please call us.',
    demoNotice: 'Demo site: requests are kept in this browser, not sent.',
    /** Heads the WhatsApp or SMS message of a request the site could not send. */
    handOverSubject: 'Home visit request',
  },
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
  upload: {
    heading: 'Upload Prescription',
    intro:
      'Send us a photo or PDF of your prescription and we will call you on the number you give with the tests and prices, during our opening hours, usually the same day.',
    sender: { title: 'Your name', mobile: 'Mobile number' },
    label: 'Prescription file',
    choose: 'Choose file',
    noFile: 'No file chosen',
    limits: (megabytes: number) =>
      `A photo (JPG, PNG, WebP, HEIC) or a PDF, up to ${megabytes} MB.`,
    submit: 'Upload prescription',
    chooseFirst: 'Choose a photo or PDF of the prescription first.',
    chooseAnother: 'This file cannot be sent: choose another photo or PDF.',
    uploading: 'Uploading…',
    progress: 'Upload progress',
    sent: 'Prescription uploaded successfully.',
    sentNext:
      'We will call you on this number with the tests and prices during our opening hours, usually the same day.',
    keptHeading: 'This is the demo site: nothing was uploaded.',
    keptLocally:
      'The file was checked and noted on this device only, and the centre has not received it. Please call us or send it on WhatsApp.',
    problems: {
      'wrong-type':
        'This file is not a photo or a PDF. Choose a photo (JPG, PNG, WebP, HEIC) or a PDF.',
      'too-large': (megabytes: number) =>
        `This file is larger than ${megabytes} MB. Choose a smaller photo or PDF.`,
      empty: 'This file is empty. Choose the photo or PDF again.',
    },
    handOverSubject: 'Prescription',
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
