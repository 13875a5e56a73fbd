const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 34900 → "£349.00" (receipts, the order button). */
export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}

/** 34900 → "£349"; 34950 → "£349.50" (prices shown in lists, which are whole pounds). */
export function formatPrice(pence: number): string {
  return pence % 100 === 0 ? wholePounds.format(pence / 100) : pounds.format(pence / 100);
}
