import { messagesOf } from '../../i18n/catalogue.ts';

/** The shipment tracking and returns pages' texts in the shop's language (messages/<language>/tracking.json). */
export const trackingTexts = (locale: string) => messagesOf('tracking', locale);
