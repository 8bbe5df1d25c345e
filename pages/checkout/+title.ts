import type { PageContext } from 'vike/types';
import { checkoutTexts } from '../../src/features/checkout/texts.ts';

export function title(pageContext: PageContext) {
  return checkoutTexts(pageContext.shop.locale).checkoutTitle();
}
