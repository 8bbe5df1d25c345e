import type { PageContext } from 'vike/types';

export function title(pageContext: PageContext) {
  return `Widerspruch gegen Tracking | ${pageContext.shop.brand}`;
}
