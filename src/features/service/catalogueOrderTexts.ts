import { messagesOf } from '../../i18n/catalogue.ts';

/** The catalogue order page's texts in the shop's language (messages/<language>/catalogueOrder.json). */
export const catalogueOrderTexts = (locale: string) => messagesOf('catalogueOrder', locale);
