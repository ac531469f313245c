/** An amount as people read it: `$29.00` (en-US, the currency's own symbol). */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
