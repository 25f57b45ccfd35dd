/** Why to trust the centre: the credentials staff set, as the home page, About and tests show them. */
export const credentials = {
  heading: 'Why trust us',
  accreditation: 'Accreditation',
  registration: 'Registration',
  pathologist: 'Pathologist in charge',
  pathologistRegistration: (number: string) => `reg. no. ${number}`,
  servingSince: (year: string) => `Serving patients since ${year}`,
};
