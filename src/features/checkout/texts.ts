import { messagesOf } from '../../i18n/catalogue.ts';

/** The checkout's texts in the shop's language (messages/<language>/checkout.json). */
export const checkoutTexts = (locale: string) => messagesOf('checkout', locale);
