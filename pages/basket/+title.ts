import type { PageContext } from 'vike/types';
import { basketTexts } from '../../src/features/basket/texts.ts';

export function title(pageContext: PageContext) {
  return `${basketTexts(pageContext.shop.locale).basketTitle()} | ${pageContext.shop.brand}`;
}
