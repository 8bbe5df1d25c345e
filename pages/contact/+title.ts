import type { PageContext } from 'vike/types';
import { contactTexts } from '../../src/features/service/contactTexts.ts';

export function title(pageContext: PageContext) {
  return `${contactTexts(pageContext.shop.locale).contactTitle()} | ${pageContext.shop.brand}`;
}
