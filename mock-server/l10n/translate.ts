import { CATALOGUE_PHRASES, CATALOGUE_WORDS } from './catalogueTexts.ts';
import { CONTENT_PHRASES } from './contentTexts.ts';
import { CURRENCY_OF, type ShopLocale } from './locale.ts';

// The mock's data is written in German; the other shops' texts come from tables of German
// phrases and their translations, looked up by the generators as they compose names,
// descriptions and the like. A row is [German, French, Dutch, Czech, Swedish, Slovak].

export type Row = readonly [de: string, fr: string, nl: string, cs: string, sv: string, sk: string];

/** Column of a locale's language in a Row; German locales have none. */
const COLUMN: Readonly<Partial<Record<ShopLocale, 1 | 2 | 3 | 4 | 5>>> = {
  'fr-CH': 1,
  'nl-NL': 2,
  'cs-CZ': 3,
  'sv-SE': 4,
  'sk-SK': 5,
};

export interface Translator {
  locale: ShopLocale;
  /** German → this locale's text. */
  t(german: string): string;
  /** A model name set off as the language does (»Sylt« in German). */
  quote(name: string): string;
  /** A proper name (brand, place): as it is, but Swiss German writes ss for ß there too. */
  proper(name: string): string;
}

const QUOTES: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly [string, string]>> = {
  1: ['« ', ' »'],
  2: ['‘', '’'],
  3: ['„', '“'],
  4: ['”', '”'],
  5: ['„', '“'],
};

const germanQuote = (name: string) => `»${name}«`;
const identity = (text: string) => text;

/** German of the German shops: as written, Swiss German without ß. */
const GERMAN: Readonly<Record<'de-DE' | 'de-AT' | 'de-CH', (text: string) => string>> = {
  'de-DE': identity,
  'de-AT': identity,
  'de-CH': (text) => text.replaceAll('ß', 'ss'),
};

/**
 * A translator from phrase rows (whole texts, looked up first) and word rows (single words and
 * short terms, replaced inside texts no phrase row has, e.g. the fibres of '95% Baumwolle, 5%
 * Elasthan'). A text neither knows stays as it is: tests list the catalogue's texts to find any.
 */
export function translator(locale: ShopLocale, phrases: readonly Row[], words: readonly Row[]): Translator {
  const column = COLUMN[locale];
  if (column === undefined) {
    const german = GERMAN[locale as keyof typeof GERMAN];
    return { locale, t: german, quote: (name) => german(germanQuote(name)), proper: german };
  }
  const phraseTable = new Map(phrases.map((row) => [row[0], row[column]]));
  const wordTable = new Map(words.map((row) => [row[0], row[column]]));
  const [open, close] = QUOTES[column];
  const t = (german: string): string => {
    const phrase = phraseTable.get(german);
    if (phrase !== undefined) return phrase;
    return german.replace(/\p{L}[\p{L}-]*/gu, (word) => wordTable.get(word) ?? word);
  };
  return { locale, t, quote: (name) => `${open}${name}${close}`, proper: identity };
}

/** Units and codes every language writes alike: cm, mm, x, DEN, TPU, E27. */
const NEUTRAL = /^(cm|mm|x|[A-Z]+)$/;

/** Whether a text is one the tables know (the phrase, or every word of it), for the tests. */
export function knows(phrases: readonly Row[], words: readonly Row[], german: string): boolean {
  if (phrases.some((row) => row[0] === german)) return true;
  const known = new Set(words.map((row) => row[0]));
  return (german.match(/\p{L}[\p{L}-]*/gu) ?? []).every((word) => known.has(word) || NEUTRAL.test(word));
}

const CATALOGUE_TRANSLATORS = new Map<ShopLocale, Translator>();

/** The catalogue's translator for a locale (names, descriptions, attributes, categories). */
export function catalogueTranslator(locale: ShopLocale): Translator {
  let found = CATALOGUE_TRANSLATORS.get(locale);
  if (!found) {
    found = translator(locale, CATALOGUE_PHRASES, CATALOGUE_WORDS);
    CATALOGUE_TRANSLATORS.set(locale, found);
  }
  return found;
}

const CONTENT_TRANSLATORS = new Map<ShopLocale, Translator>();

// A euro amount as the German texts write it ('10 €', '5,95 €') and the Dutch ('€ 10', '€ 5,95').
const EURO_AMOUNT = /(\d+(?:,\d{2})?)\u00a0?\s?€|€\s?\u00a0?(\d+(?:,\d{2})?)/g;

/**
 * A text's euro amounts in the shop's currency, converted as the catalogue's prices are
 * (CURRENCY_OF) and written as the locale writes them, whole amounts without decimals: the
 * Czech shop's voucher is '250 Kč', the Swiss shops' 'CHF 10'. Texts of euro shops stay as written.
 */
export function inShopCurrency(locale: ShopLocale, text: string): string {
  const { code, perEuro } = CURRENCY_OF[locale];
  if (code === 'EUR') return text;
  return text.replace(EURO_AMOUNT, (_whole, after: string | undefined, before: string | undefined) => {
    const cents = Math.round(Number((after ?? before)!.replace(',', '.')) * 100) * perEuro;
    const whole = cents % 100 === 0;
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(cents / 100);
  });
}

/** The content's translator for a locale: CMS texts as whole phrases, no word fallback, amounts in the shop's currency. */
export function contentTranslator(locale: ShopLocale): Translator {
  let found = CONTENT_TRANSLATORS.get(locale);
  if (!found) {
    const base = translator(locale, CONTENT_PHRASES, []);
    found = { ...base, t: (german) => inShopCurrency(locale, base.t(german)) };
    CONTENT_TRANSLATORS.set(locale, found);
  }
  return found;
}

/** Fills `{slot}`s of a translated template; values are inserted as they are. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
