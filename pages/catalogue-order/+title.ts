import type { PageContext } from 'vike/types';
import { catalogueOrderTexts } from '../../src/features/service/catalogueOrderTexts.ts';

export function title(pageContext: PageContext) {
  return `${catalogueOrderTexts(pageContext.shop.locale).catalogueOrderTitle()} | ${pageContext.shop.brand}`;
}
