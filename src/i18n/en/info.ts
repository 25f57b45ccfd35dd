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
      text: 'How we handle what you send us, and what the site keeps on your phone, is on a page of its own:',
      link: 'Privacy notice',
    },
  },
  privacy: {
    title: 'Privacy notice',
    description:
      'What this website collects, why, who processes it, how long it is kept, and how to see, correct or erase it.',
    heading: 'Privacy notice',
    intro: (brand: string) =>
      `${brand} runs this website. This notice says, as India’s Digital Personal Data Protection Act, 2023 and its Rules ask, what we collect through it, what for, who handles it for us, how long it is kept and what you can ask of us.`,
    collectedHeading: 'What we collect, and what for',
    collected: [
      {
        term: 'Home sample collection form',
        text: 'Your name, mobile number, PIN code, city and the test you need: to call you back and arrange the collection.',
      },
      {
        term: 'Feedback form',
        text: 'Your name, mobile number, e-mail address, the centre you visited and your message: to reply to you and improve our service.',
      },
      {
        term: 'Book a home visit form',
        text: 'Your name, mobile number, city and the test you need: to call you back and arrange the visit.',
      },
      {
        term: 'Prescription upload',
        text: 'Your name, mobile number and the prescription (a photo or PDF, with its file name): to call you about the tests it asks for. A photo your browser can redraw (most can; many Android phones cannot redraw an iPhone’s HEIC photo, which then goes as it is) is made smaller on your phone before it is sent, which leaves out what the camera stored in the file besides the picture, such as where it was taken. A prescription is health information: send it only if you want us to read it.',
      },
      {
        term: 'With each of them',
        text: 'The time it arrived, and an anonymous account number your browser gets when it first sends a form, which limits how many forms one phone can send in an hour.',
      },
      {
        term: 'How the site is used',
        text: 'When you leave a page, your browser tells us, anonymously, which of the site’s pages you opened and in which language, how fast they loaded on your phone, your network’s speed class (such as 4G), and the searches in our lists that found nothing: never anything typed into a form, nor a search that may be a phone number. Which test and doctor pages are opened is counted too, page by page, with nothing about who opened them, so that the search can show the most opened first. No cookie and no identifier goes with it, and we keep no IP address with it: it is only added to the day’s counts, which are deleted after a year.',
      },
    ],
    notSold:
      'We do not sell your data or use it for advertising. Only our staff who deal with enquiries see what you send; other visitors cannot.',
    processorsHeading: 'Who handles it for us',
    processors: [
      {
        term: 'Google’s Firebase',
        text: 'Google runs the website for us on Firebase: Hosting sends the pages; Firestore stores what the forms send; Storage keeps uploaded prescriptions; Authentication gives your browser its anonymous account; Cloud Functions e-mail the centre about each enquiry, check uploaded files and add up the anonymous page counts. Like every web server, Google’s servers see your IP address, and the request logs Firebase keeps for the centre may hold it, with the page’s address and your browser’s name.',
      },
      {
        term: 'EmailJS (emailjs.com)',
        text: 'Sends the centre an e-mail about each enquiry, feedback, home visit and prescription, with your name and mobile number in it. EmailJS keeps a copy in its list of e-mails sent, and the centre’s mailbox keeps the e-mail.',
      },
      {
        term: 'Nothing else',
        text: 'No reCAPTCHA, no advertising and no tracking service. A video on the home visit page is loaded from YouTube only when you press play.',
      },
    ],
    retentionHeading: 'How long it is kept',
    retention: [
      {
        term: 'What you send, a prescription included',
        text: (days: number) =>
          `Deleted automatically within ${days} days of its arrival, unless the law requires us to keep it longer.`,
      },
      {
        term: 'The e-mails about it',
        text: (days: number) =>
          `Our staff delete them from the centre’s mailbox and from EmailJS’s list within ${days} days of their arrival, and any list they printed or saved once the calls are made.`,
      },
      {
        term: 'The anonymous account',
        text: () =>
          'Firebase keeps its number, with nothing about you in it, with no end date; once what you sent is deleted, nothing links it to you.',
      },
      {
        term: 'Google’s request logs',
        text: () => 'Deleted after 30 days.',
      },
      {
        term: 'The anonymous page counts',
        text: () => 'One year.',
      },
    ],
    phoneHeading: 'What the site keeps on your phone',
    phoneIntro:
      'These are kept in your browser, on your phone, not by us. Anyone who holds your phone unlocked can open them. To remove them all, clear this site’s data in your browser’s settings (in Chrome: Settings, Site settings, All sites, this site, Delete data).',
    phoneColumns: { name: 'Name', kept: 'What it holds, and how long it stays' },
    phoneWhere: {
      localStorage: 'browser storage',
      sessionStorage: 'storage for this tab',
      cookie: 'cookie',
      'Cache Storage': 'offline copies',
      IndexedDB: 'browser database',
    },
    phoneSite: { both: '', live: 'Only on the live site.', demo: 'Only on the demo site.' },
    phone: {
      language: {
        what: 'The language you chose.',
        kept: 'Until you choose again or clear the site’s data.',
      },
      languageCookie: {
        what: 'The same choice, so our server sends pages in your language.',
        kept: 'One year.',
      },
      drafts: {
        what: 'What you typed into a form and have not sent yet, so a reload does not lose it.',
        kept: 'Until it is sent, you empty the form, or you close the tab.',
      },
      listPositions: {
        what: 'How far down a list of tests you were, so Back returns there.',
        kept: 'Until you close the tab.',
      },
      visitor: {
        what: 'The anonymous account your browser got when it first sent a form: its number and the key (a refresh token) that signs it in again.',
        kept: 'Until you clear the site’s data.',
      },
      homeVisitThrottle: {
        what: 'When this phone last e-mailed the Book a home visit form with EmailJS, on a site without Firebase (written by EmailJS’s code, to stop a double send).',
        kept: 'Until you clear the site’s data.',
      },
      firebaseHeartbeat: {
        what: 'The days on which Firebase’s code ran on this phone, and its version (written by Firebase’s code). Nothing about you.',
        kept: 'The last 30 days.',
      },
      pages: {
        what: 'Copies of the pages you opened, so they open without a network. Their names, test names included, show on the offline page.',
        kept: 'Your 40 most recent pages.',
      },
      lists: {
        what: 'The price lists, for the pages above.',
        kept: 'The 12 most recent.',
      },
      data: {
        what: 'Parts of long lists, for the pages above.',
        kept: 'The 12 most recent.',
      },
      precache: {
        what: 'The site’s own code, pictures and words, so it opens offline.',
        kept: 'Until the next version of the site replaces them.',
      },
      precacheBengali: {
        what: 'The site’s Bengali words, once you have read a page in Bengali.',
        kept: 'Until the next version of the site replaces them.',
      },
      cacheTimes: {
        what: 'The addresses of the pages and lists above and when each was last opened, to drop the oldest (written by Workbox’s code).',
        kept: 'As long as the copies.',
      },
      demoSubmissions: {
        what: 'What the demo site’s forms “sent”: it keeps them here instead of sending them.',
        kept: 'Until you clear the site’s data.',
      },
      demoUploads: {
        what: 'Prescriptions the demo site kept instead of uploading them.',
        kept: 'Until you clear the site’s data.',
      },
    },
    rightsHeading: 'Your rights, and whom to ask',
    rights: [
      {
        term: 'A copy, a correction or erasure',
        text: 'You may ask us for a summary of what we hold about you, to correct it, or to erase it.',
      },
      {
        term: 'Withdrawing your consent',
        text: 'You gave your consent by sending a form. You may withdraw it at any time, as easily: call or e-mail us and we erase what you sent and stop using it. What was done before you withdrew stays lawful.',
      },
      {
        term: 'Someone to act for you',
        text: 'You may name a person to use these rights for you if you die or cannot act yourself.',
      },
    ],
    askUs: 'Ask us by phone or e-mail:',
    askUsAfter:
      'We call you back on the number you gave, to be sure it is you, and answer within 90 days at the latest.',
    complaintHeading: 'If you are not satisfied',
    complaint:
      'If we do not answer, or our answer does not satisfy you, you may complain to the Data Protection Board of India, which takes complaints online. Please ask us first: the Board hears a complaint once the centre has had its chance to answer.',
  },
  radiologyServices: {
    backToRadiology: 'Back to Radiology',
    helplinesHeading: 'Call us to book',
    facilityHeading: 'Our Facility',
    studiesHeading: 'Studies and prices',
    studiesLoading: 'Loading the studies and their prices…',
    studiesWhat: 'the studies and their prices',
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
