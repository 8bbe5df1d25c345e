import { messagesOf } from '../../src/i18n/catalogue.ts';

// The search page's own texts in the shop's language (messages/<language>/search.json).

/** The search page's messages in a shop's locale. */
export const searchTexts = (locale: string) => messagesOf('search', locale);
