import { messagesOf } from '../../i18n/catalogue.ts';

/** The support and tracking opt-out pages' texts in the shop's language (messages/<language>/support.json). */
export const supportTexts = (locale: string) => messagesOf('support', locale);
