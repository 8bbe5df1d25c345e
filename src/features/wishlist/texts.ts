import { messagesOf } from '../../i18n/catalogue.ts';

// The wishlist's texts in the shop's language (messages/<language>/wishlist.json): the heart on
// tiles and the product page (it loads after hydration and brings them), and the wishlist page.

/** The wishlist feature's compiled messages for a shop's locale. */
export const wishlistTexts = (locale: string) => messagesOf('wishlist', locale);
