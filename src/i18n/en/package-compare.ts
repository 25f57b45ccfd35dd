/**
 * Comparing health packages: the choice on each card of the list, and the comparison page. Both
 * languages load with the comparison's own code, after the list has loaded, as the choice is
 * never part of a list's first view.
 */
export const packageCompare = {
  /** On a package's card. */
  testCount: (count: number) => (count === 1 ? '1 test listed' : `${count} tests listed`),
  choose: 'Compare',
  chooseLabel: (name: string) => `Compare ${name}`,
  chosen: (count: number, most: number) => `${count} of ${most} packages chosen to compare.`,
  full: (most: number) => `You can compare up to ${most}: untick one to choose another.`,
  oneMore: 'Choose one more package to compare it with.',
  compareLink: (count: number) => `Compare (${count})`,
  clear: 'Clear choice',
  /** The comparison page. */
  title: 'Compare health packages',
  description:
    'Health packages side by side: the price, the tests each one includes, how to prepare and when the report is ready.',
  back: 'Health packages',
  loading: 'Loading the packages…',
  what: 'the packages',
  caption: (count: number) =>
    count === 1 ? 'One health package, on its own' : `${count} health packages side by side`,
  scrollHint: 'Swipe the table sideways to see every package.',
  package: 'Package',
  price: 'Price',
  prepare: 'How to prepare',
  report: 'Report',
  number: (count: number) => String(count),
  testsListed: 'Tests listed',
  testsIncluded: 'Tests included',
  included: 'Included',
  notIncluded: 'Not included',
  notGiven: 'Not given',
  unknown: (ids: readonly string[]) =>
    ids.length === 1
      ? `One package in this link was not found, so it is left out: ${ids.join(', ')}.`
      : `${ids.length} packages in this link were not found, so they are left out: ${ids.join(', ')}.`,
  tooMany: (most: number, ignored: number) =>
    `Only ${most} packages can be compared at a time: the first ${most} are shown and ${ignored} more ${ignored === 1 ? 'is' : 'are'} left out.`,
  noneFound:
    'None of the packages in this link was found. Choose up to three from the list below and tap Compare.',
  noneChosen: 'No packages are chosen yet. Tick Compare on up to three packages below.',
  listLabel: 'Health packages to choose from',
};
