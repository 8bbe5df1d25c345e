import { messagesOf } from '../../../i18n/catalogue.ts';

// The review modals' texts (the rating overview, the reviews with their filters and pages, the
// form), in the shop's language (messages/<language>/review.json); they come with the modals' code.

/** The review feature's compiled messages in a shop's locale. */
export const reviewTexts = (locale: string) => messagesOf('review', locale);
