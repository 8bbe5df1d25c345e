import { messagesOf } from '../../i18n/catalogue.ts';

/** The direct order form's texts in the shop's language (messages/<language>/orderform.json). */
export const orderformTexts = (locale: string) => messagesOf('orderform', locale);
