import { messagesOf } from '../../i18n/catalogue.ts';

/** The newsletter pages' texts in the shop's language (messages/<language>/newsletter.json). */
export const newsletterTexts = (locale: string) => messagesOf('newsletter', locale);
