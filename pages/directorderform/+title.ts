import type { PageContext } from 'vike/types';
import { orderformTexts } from '../../src/features/orderform/texts.ts';

export function title(pageContext: PageContext) {
  return orderformTexts(pageContext.shop.locale).orderformTitle();
}
