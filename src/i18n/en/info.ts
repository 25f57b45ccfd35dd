export const info = {
  about: {
    title: 'About Us',
    description: (brand: string, town: string) =>
      `${brand} is ${town}'s trusted local diagnostic centre: pathology, imaging and doctors' chambers under one roof.`,
    heading: (brand: string, town: string) => `Welcome to ${brand}, ${town}`,
    paragraphs: [
      'For years families across the town and the villages around it have trusted us with their blood tests, scans and check-ups. We are a local diagnostic service run by people who live here, and we know that a test is never just a test: it is a worry until the report is in your hand.',
      'We aim for accurate, timely and affordable testing. Our laboratory follows global standards of quality control, our equipment is calibrated and maintained, and our staff are trained to collect samples gently and safely, at the centre or at your home. Quality, care and convenience guide everything we do.',
    ],
    photoAlt: (brand: string) => `The reception and waiting area of ${brand}`,
  },
  terms: {
    title: 'Terms of Testing',
    description: 'The conditions under which our laboratory tests samples and issues reports.',
    heading: 'Conditions of Laboratory Testing & Reporting',
    intro:
      'Please read these conditions before you give a sample. By giving a sample you accept them.',
    conditions: (town: string) => [
      'Test results relate only to the sample received and tested by the laboratory, as it was when it was received.',
      'It is presumed that the sample belongs to the patient named or identified on the request form or sample label; the laboratory is not responsible for a wrong identity given to it.',
      'A repeat sample may be asked for when the sample is insufficient, clotted, haemolysed or otherwise unsuitable, or when a result needs confirmation. We will tell you why.',
      'Report delivery times are indicative. They may vary with repeat testing, equipment maintenance, outside referral, holidays or circumstances beyond our control.',
      'Reference ranges depend on the method, the equipment, and the patient’s age and sex, and may differ from one laboratory to another.',
      'Results are meant for the referring doctor and must be interpreted together with the patient’s clinical condition and other findings. A report alone is not a diagnosis.',
      'Partial reports are not issued: a report is released when every test on the request is complete.',
      'Samples are kept for a limited time after testing, after which they are discarded safely; a re-test on the same sample may not be possible.',
      'Reports are released only to the patient, the referring doctor, or a person the patient has authorised.',
      `Any dispute or claim arising out of testing or reporting is subject to the exclusive jurisdiction of the competent courts at ${town} only.`,
      'For any query about a report, please call our helpline; our doctors and technologists will help you.',
      'Every test has limits set by its method and equipment. An unexpected result may need a repeat test, a different method, or a sample sent to another laboratory.',
    ],
    privacy: {
      heading: 'Your personal data',
      intro:
        'How we handle what you send us through this website’s forms, as India’s Digital Personal Data Protection Act, 2023 asks.',
      items: [
        {
          term: 'What we collect',
          text: 'Only what you type into a form: your name and mobile number and, depending on the form, your PIN code, city, the test you need, your e-mail address, the centre you visited and your message; and a prescription you upload. Each is stored with the time it arrived.',
        },
        {
          term: 'Why',
          text: 'To call you back, arrange your home sample collection, answer your feedback and improve our service. We do not sell your data or use it for advertising.',
        },
        {
          term: 'Who can see it',
          text: 'Only our staff who deal with enquiries and feedback. Visitors to this website cannot read what others have sent.',
        },
        {
          term: 'How long we keep it',
          text: 'What you send, a prescription included, is deleted automatically 90 days after it arrives, unless the law requires us to keep it longer.',
        },
        {
          term: 'Where it passes',
          text: 'So that our staff hear of it at once, what you send (your name and mobile number among it) is e-mailed to the centre’s mailbox through EmailJS (emailjs.com), the service that sends our e-mails. EmailJS keeps a copy in its list of e-mails sent, and our mailbox keeps the e-mail: we delete both within 90 days of its arrival too.',
        },
        {
          term: 'On your phone',
          text: 'The site remembers the language you choose, in your browser’s storage and in a cookie that tells our server which language to send, for a year. Nothing else about you is kept on your phone.',
        },
        {
          term: 'How the site is used',
          text: 'When you leave a page, your browser tells us, anonymously, which of the site’s pages you opened and in which language, how fast they loaded on your phone, your network’s speed class (such as 4G), and the searches in our lists that found nothing: never anything typed into a form, nor a search that may be a phone number. No cookie, no identifier and no IP address is kept with it: it is only added to the day’s counts, which are deleted after a year.',
        },
      ],
      rightsTerm: 'Your rights',
      rights:
        'You may ask us to see, correct or remove your data, or withdraw your consent, at any time. Call or e-mail us:',
      complaint:
        'If our answer does not satisfy you, you may complain to the Data Protection Board of India.',
    },
  },
  radiologyServices: {
    backToRadiology: 'Back to Radiology',
    helplinesHeading: 'Call us to book',
    facilityHeading: 'Our Facility',
    xray: {
      title: 'Digital X-Ray',
      description: 'Digital X-ray of every view, with reports from our radiologists.',
      intro:
        'Digital radiography with low radiation dose and clear images, read by our radiologists.',
      facility: [
        'All views: AP, Lateral and Oblique',
        'Report time varies with the study; most are ready the same day',
        'Digital X-ray equipment by Allengers and Fujifilm',
      ],
    },
    usg: {
      title: 'Ultrasonography (USG)',
      description:
        'Ultrasound of every type: Doppler, anomaly and screening scans, and follicular study.',
      intro: 'Ultrasound scans by experienced sonologists, on modern colour Doppler machines.',
      facility: [
        'All types of USG: Doppler, Anomaly and Screening',
        'Machines by GE Healthcare and Samsung Medison',
        'Follicular study (folliculometry)',
      ],
    },
    ctScan: {
      title: 'CT Scan',
      description: 'CT scan at our centre.',
      intro: 'Computed tomography.',
    },
    mri: {
      title: 'MRI',
      description: 'MRI at our centre.',
      intro: 'Magnetic resonance imaging.',
    },
    opg: {
      title: 'OPG',
      description: 'OPG (dental panoramic X-ray) at our centre.',
      intro: 'Orthopantomogram: a panoramic X-ray of the jaws and teeth.',
    },
    notAvailableYet:
      'This facility is not available at our centre yet. Please call us for advice on where to have it done.',
  },
};
