import type { PageContext } from 'vike/types';
import { wishlistTexts } from '../../src/features/wishlist/texts.ts';

export function title(pageContext: PageContext) {
  return wishlistTexts(pageContext.shop.locale).wishlistTitle();
}
