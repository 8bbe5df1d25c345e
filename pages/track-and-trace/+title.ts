import type { PageContext } from 'vike/types';

// The specification titles the page 'Retourenstatus' while its headline is 'Sendungsverfolgung'.
export function title(pageContext: PageContext) {
  return `Retourenstatus | ${pageContext.shop.brand}`;
}
