import type { PageContext } from 'vike/types';
import { accountTexts } from '../../src/features/account/accountTexts.ts';

export function title(pageContext: PageContext) {
  return `${accountTexts(pageContext.shop.locale).accountEmailConfirm()} | ${pageContext.shop.brand}`;
}
