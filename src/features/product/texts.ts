import { messagesOf } from '../../i18n/catalogue.ts';

// The product page's texts (buy box, gallery, information, the quick-buy popup's frame), in the
// shop's language (messages/<language>/product.json).

/** The product feature's compiled messages in a shop's locale. */
export const productTexts = (locale: string) => messagesOf('product', locale);
