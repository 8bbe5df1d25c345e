import { messagesOf } from '../../i18n/catalogue.ts';

/** The contact page's texts in the shop's language (messages/<language>/contact.json). */
export const contactTexts = (locale: string) => messagesOf('contact', locale);
