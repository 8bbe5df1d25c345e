import type { PageContext } from 'vike/types';

export function title(pageContext: PageContext) {
  return `E-Mail-Adresse bestätigen | ${pageContext.shop.brand}`;
}
