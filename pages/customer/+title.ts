import type { PageContext } from 'vike/types';
import { accountTexts } from '../../src/features/account/accountTexts.ts';
import { CUSTOMER_TITLES, customerRoute } from '../../src/features/account/customerRoutes.ts';

export function title(pageContext: PageContext) {
  const title = accountTexts(pageContext.shop.locale)[CUSTOMER_TITLES[customerRoute(pageContext.urlPathname).view]]();
  return `${title} | ${pageContext.shop.brand}`;
}
