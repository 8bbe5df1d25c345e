import { AsyncLocalStorage } from 'node:async_hooks';

// Which shop locale a request is for. Every query of the shop and content APIs names its locale
// (an argument, or a field of an input); the GraphQL endpoints read it before executing and run
// the resolvers inside it, so the data helpers (catalogue(), reviews, content) answer in that
// locale without each resolver passing it on. Outside a request, and for an unknown locale, the
// data is the German shop's.

export const SHOP_LOCALES = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK'] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];
export const DEFAULT_LOCALE: ShopLocale = 'de-DE';

const store = new AsyncLocalStorage<ShopLocale>();

export const isShopLocale = (value: unknown): value is ShopLocale => SHOP_LOCALES.includes(value as ShopLocale);

/** A requested locale as one the mock writes data in: unknown ones get the German shop's. */
export const shopLocale = (value: unknown): ShopLocale => (isShopLocale(value) ? value : DEFAULT_LOCALE);

/** The locale of the request being answered (de-DE outside one). */
export const currentLocale = (): ShopLocale => store.getStore() ?? DEFAULT_LOCALE;

/** Runs `fn` as a request of `locale`: what it reads from the data helpers is in that locale. */
export const withLocale = <T>(locale: ShopLocale, fn: () => T): T => store.run(locale, fn);

/**
 * The currency each locale's shops sell in (the tenants' configuration agrees: the Swiss shops
 * CHF, the Czech CZK, the Swedish SEK, the others EUR), and how many of its minor units a euro
 * cent is worth when the catalogue's euro prices are turned into it.
 */
export const CURRENCY_OF: Readonly<Record<ShopLocale, { code: string; perEuro: number }>> = {
  'de-DE': { code: 'EUR', perEuro: 1 },
  'de-AT': { code: 'EUR', perEuro: 1 },
  'de-CH': { code: 'CHF', perEuro: 1 },
  'fr-CH': { code: 'CHF', perEuro: 1 },
  'nl-NL': { code: 'EUR', perEuro: 1 },
  'cs-CZ': { code: 'CZK', perEuro: 25 },
  'sv-SE': { code: 'SEK', perEuro: 11 },
  'sk-SK': { code: 'EUR', perEuro: 1 },
};
