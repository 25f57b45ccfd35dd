/**
 * The terms of home sample collection staff set, as the home collection form, package and test
 * pages show them. Both languages load with the note, which is small.
 */
export const homeCollectionTerms = {
  heading: 'Home collection: our terms',
  /** For structured data: what the service is called. */
  service: 'Home sample collection',
  fee: 'Fee',
  free: 'Free',
  feeAmount: (fee: string) => `${fee} a visit`,
  freeAbove: (amount: string) => `free when your bill is ${amount} or more`,
  areas: 'Areas',
  pins: 'PIN codes',
  days: 'Days',
  hours: 'Hours',
  askAhead: 'Book',
  /** Under the form's PIN code field, when it is not one of those listed: it still sends. */
  pinOutside: (pin: string) =>
    `${pin} is not among the PIN codes we list. Send your request all the same: we will call and tell you whether we can come.`,
};
