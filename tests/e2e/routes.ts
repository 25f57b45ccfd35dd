/** Every route of the spec and the landing page, as a visitor types or follows it. */
export const siteRoutes = [
  '/',
  '/about-us',
  '/labtest',
  '/find-doctor',
  '/health-package',
  '/healthpackage/full-body-checkup',
  '/besthealth/liver-care-package',
  '/diabeticpackage/diabetes-care-basic',
  '/Radiology',
  '/xray',
  '/Usg',
  '/usg',
  '/ct-scan',
  '/mri',
  '/opg',
  '/Cardiology',
  '/Neurology',
  '/contact-us',
  '/Feedback-page',
  '/Terms',
  '/home-sample-colllection',
  '/book-home-visit',
];

/** An address the site does not have, which shows the 404 page. */
export const unknownRoute = '/no-such-page';
