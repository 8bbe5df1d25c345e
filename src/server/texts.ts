import { messagesOf, registerMessages, type Features } from '../i18n/catalogue.ts';
import { languageOf, type Language } from '../i18n/languages.ts';

// The server's own plain-text answers (405, 404, 500, the busy 503, the personalised route's and
// the preview's refusals) in the shop's language (messages/<language>/server.json). The handler
// runs outside the pages' build, so it loads its shop's texts itself when it starts
// (createShopHandler), before its first answer; no page reads them and no browser loads them.

// Each language's module types its messages' locale option as its own; the handler passes none.
const MODULES: Record<Language, () => Promise<{ default: unknown }>> = {
  de: () => import('../i18n/__generated__/de/server.ts'),
  'de-CH': () => import('../i18n/__generated__/de-CH/server.ts'),
  fr: () => import('../i18n/__generated__/fr/server.ts'),
  nl: () => import('../i18n/__generated__/nl/server.ts'),
  cs: () => import('../i18n/__generated__/cs/server.ts'),
  sv: () => import('../i18n/__generated__/sv/server.ts'),
  sk: () => import('../i18n/__generated__/sk/server.ts'),
};

/** Loads the server's texts in a shop's locale; they can be read when it has resolved. */
export async function loadServerTexts(locale: string): Promise<void> {
  const language = languageOf(locale);
  registerMessages(`${language}/server`, (await MODULES[language]()).default as Features['server']);
}

/** The server's texts in a shop's locale (loadServerTexts first). */
export const serverTexts = (locale: string) => messagesOf('server', locale);
