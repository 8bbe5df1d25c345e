import { messagesOf } from '../../i18n/catalogue.ts';

// The listing's texts in the shop's language (messages/<language>/listing.json): sort, filters,
// active filters and page links of the category and search pages.

/** The listing feature's compiled messages for a shop's locale. */
export const listingTexts = (locale: string) => messagesOf('listing', locale);
