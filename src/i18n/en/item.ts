/** The own pages of tests and doctors: what a searcher lands on (the test's fields first). */
export const item = {
  sample: 'Sample:',
  /** Before a test's report time, on its page: the centre's promise. */
  reportPromise: 'Your report, as we promise it:',
  bookHomeCollection: 'Book a home collection',
  loading: 'Loading the test…',
  errorWhat: 'this test',
  /** "Vitamin D test price in Krishnanagar: ₹1,200"; a name that says "test" already keeps it. */
  title: (name: string, inTown: string, price: string | null) => {
    const test = /\b(test|profile|panel)\b/i.test(name) ? name : `${name} test`;
    return price === null
      ? `${test} ${inTown}: preparation and report`
      : `${test} price ${inTown}: ${price}`;
  },
  description: (
    name: string,
    {
      brand,
      town,
      price,
      pti,
      delivery,
    }: Record<'brand' | 'town' | 'price' | 'pti' | 'delivery', string>,
  ) =>
    [
      `${name} at ${brand}, ${town}${price === '' ? '' : `: ${price}`}.`,
      pti === '' ? '' : `Before the test: ${pti}.`,
      delivery === '' ? '' : `Report: ${delivery}.`,
      'Call or WhatsApp us to book.',
    ]
      .filter((part) => part !== '')
      .join(' '),
  notFound: {
    title: 'Test not found',
    heading: 'We could not find this test',
    body: 'It may have been renamed or taken off our list. Search for it, or call us: we will tell you whether we do it.',
    search: 'Search the list',
  },
  /** A doctor's own page. */
  doctorPage: {
    loading: 'Loading the doctor’s details…',
    errorWhat: 'this doctor’s details',
    title: (name: string, speciality: string, inTown: string) =>
      `${name}${speciality === '' ? '' : `, ${speciality}`} ${inTown}: visiting days and fee`,
    description: (name: string, speciality: string, brand: string, town: string) =>
      `${name}${speciality === '' ? '' : `, ${speciality},`} sees patients at ${brand}, ${town}. Visiting days, consultation fee and how to book.`,
    notFound: {
      title: 'Doctor not found',
      heading: 'We could not find this doctor',
      body: 'The doctor may no longer visit our centre. See our other doctors, or call us.',
      search: 'See all doctors',
    },
  },
};
