const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹1,200 and ₹1,25,000: rupees with Indian digit grouping and no paise. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
