import { messagesOf } from '../../i18n/catalogue.ts';

/** The cost lines' texts of a basket or an order in the shop's language (messages/<language>/order.json). */
export const orderTexts = (locale: string) => messagesOf('order', locale);
