/** A price in cents as analytics carries it: euros with 2 decimals, e.g. '49.90'. */
export function analyticsPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}
