import type { PageContext } from 'vike/types';
import { thanksTexts } from '../../src/features/thanks/texts.ts';

export function title(pageContext: PageContext) {
  return thanksTexts(pageContext.shop.locale).thanksTitle();
}
