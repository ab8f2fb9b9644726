const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** An amount in rupees the Indian way: `₹1,24,999`. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
