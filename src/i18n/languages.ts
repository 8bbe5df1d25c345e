// The catalogue's languages: each is compiled on its own (src/build/i18n.ts), so the browser loads
// the texts of its shop's language only. A regional variant (de-CH) is a language of its own when
// it has texts that differ; a shop of a locale without one (de-AT) reads its language's texts.

export const LANGUAGES = ['de', 'de-CH', 'fr', 'nl', 'cs', 'sv', 'sk'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language whose texts the specifications word; the others have the same messages. */
export const BASE_LANGUAGE = 'de' satisfies Language;

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The compiled language of a shop's locale: 'de-CH' → 'de-CH', 'de-AT' → 'de', 'cs-CZ' → 'cs'. */
export function languageOf(locale: string): Language {
  if (isLanguage(locale)) return locale;
  const language = locale.split('-')[0]!;
  if (isLanguage(language)) return language;
  throw new Error(`no messages for the locale "${locale}"`);
}
