import { messagesOf } from '../../i18n/catalogue.ts';

// The recommendation carousels' texts in the shop's language (messages/<language>/reco.json); they
// come with the recommendation place's code, which loads after the page.

/** The reco feature's compiled messages in a shop's locale. */
export const recoTexts = (locale: string) => messagesOf('reco', locale);
