import type { PageContext } from 'vike/types';
import { CUSTOMER_TITLES, customerRoute } from '../../src/features/account/customerRoutes.ts';

export function title(pageContext: PageContext) {
  return `${CUSTOMER_TITLES[customerRoute(pageContext.urlPathname).view]} | ${pageContext.shop.brand}`;
}
