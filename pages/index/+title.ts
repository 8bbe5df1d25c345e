import type { PageContext } from 'vike/types';
import { layoutTexts } from '../../src/ui/layoutTexts.ts';

export function title(pageContext: PageContext) {
  return layoutTexts(pageContext.shop.locale).layoutHomeTitle({ brand: pageContext.shop.brand });
}
