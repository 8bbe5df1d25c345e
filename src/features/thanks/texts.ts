import { messagesOf } from '../../i18n/catalogue.ts';

/** The thanks page's texts (the order, the loyalty message, the survey) in the shop's language (messages/<language>/thanks.json). */
export const thanksTexts = (locale: string) => messagesOf('thanks', locale);
