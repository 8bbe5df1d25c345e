import { messagesOf } from '../../i18n/catalogue.ts';

// The product tile's texts (badges, the colour tiles, the quick-buy button), in the shop's language:
// read by the tiles of listing, search, home, wishlist and recommendations and by the product
// page's badges (messages/<language>/tile.json).

/** The tile feature's compiled messages in a shop's locale. */
export const tileTexts = (locale: string) => messagesOf('tile', locale);
