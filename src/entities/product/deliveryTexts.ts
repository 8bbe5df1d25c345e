import { messagesOf } from '../../i18n/catalogue.ts';

// The availability's delivery texts in the shop's language, read by the buy box and the basket
// (messages/<language>/delivery.json); the listings' tiles show none of them.

/** The delivery feature's compiled messages in a shop's locale. */
export const deliveryTexts = (locale: string) => messagesOf('delivery', locale);
