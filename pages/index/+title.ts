import type { PageContext } from 'vike/types';

export function title(pageContext: PageContext) {
  return `${pageContext.shop.brand} – Mode und Wohnen online bestellen`;
}
