import { messagesOf } from '../../i18n/catalogue.ts';

// The account's own texts in the shop's language (messages/<language>/account.json): the area's
// titles and navigation, the login prompt, the authentication modal and its forms (login,
// registration, forgotten and new password, activation), the e-mail confirmation and the redirect
// page. The customer and e-mail pages load them before they render (src/i18n/pageTexts.ts); the
// modal, which every page has, brings them when it opens. The views' texts are `customer`.

export const accountTexts = (locale: string) => messagesOf('account', locale);

export type AccountKey = keyof ReturnType<typeof accountTexts>;
