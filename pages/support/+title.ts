import type { PageContext } from 'vike/types';
import { supportTexts } from '../../src/features/service/supportTexts.ts';

export function title(pageContext: PageContext) {
  return `${supportTexts(pageContext.shop.locale).supportTitle()} | ${pageContext.shop.brand}`;
}
