import { messagesOf } from '../../i18n/catalogue.ts';

// The basket's texts in the shop's language (messages/<language>/basket.json), read by the basket
// page, its lines, the disposal service and the change form.

/** The basket feature's compiled messages for a shop's locale. */
export const basketTexts = (locale: string) => messagesOf('basket', locale);
