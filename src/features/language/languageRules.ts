import type { PublicTenant } from '../../shop/tenant/tenant.ts';

// The language switch of shops that serve one country in several languages (the Swiss shops in
// German and French, tenant field languageVersions). Each version is a shop of its own under its
// own host; the switch leads to the same page there and remembers the choice in a cookie of the
// shop it was made in, so that a later visit there goes straight to the chosen language.

export type LanguageVersion = NonNullable<PublicTenant['languages']>[number];

/** The cookie with the language the visitor chose in this shop (a locale, e.g. 'fr-CH'). */
export const LANGUAGE_COOKIE = 'shop_language';

/** The meta element that tells the head's script the shop's locale and its versions' hosts. */
export const LANGUAGE_META = 'shop-languages';

/** Each language by its own name, as a switch names them. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
  cs: 'Čeština',
  sv: 'Svenska',
  sk: 'Slovenčina',
};

export const languageOf = (locale: string): string => locale.split('-')[0]!;
export const languageName = (locale: string): string => LANGUAGE_NAMES[languageOf(locale)] ?? locale;

/** The hash a switch's link carries, so the shop it leads to remembers the choice too. */
export const arrivalHash = (locale: string): string => `#language=${locale}`;

/** The locale a page was reached with from a switch (its hash), else null. */
export function arrivalLocale(hash: string): string | null {
  return /^#language=([a-z]{2}-[A-Z]{2})$/.exec(hash)?.[1] ?? null;
}

/** The same page (path and query) in a language version. */
export const versionHref = (version: LanguageVersion, path: string): string =>
  new URL(path, version.host).href.replace(/#.*$/, '') + arrivalHash(version.locale);

/** The meta element's content: the shop's locale, then `locale=host` of each other version; null without versions. */
export function languageMeta(shop: Pick<PublicTenant, 'locale' | 'languages'>): string | null {
  const others = (shop.languages ?? []).filter((version) => version.locale !== shop.locale);
  if (!others.length) return null;
  return [shop.locale, ...others.map((version) => `${version.locale}=${version.host}`)].join(' ');
}

/**
 * The head's inline script (its CSP hash is in src/server/app.ts): a visitor who chose another
 * language in this shop goes to the same page in that version before anything paints. A page
 * reached from a switch (the arrival hash) stays, whatever this shop's cookie said before: the
 * switch records the new choice once the page runs (LanguageSwitch).
 */
export const LANGUAGE_SCRIPT =
  `(()=>{const m=document.querySelector('meta[name="${LANGUAGE_META}"]');if(!m||location.hash.startsWith('#language='))return;` +
  `const c=/(?:^|; )${LANGUAGE_COOKIE}=([\\w-]+)/.exec(document.cookie);const[own,...others]=m.content.split(' ');if(!c||c[1]===own)return;` +
  `for(const o of others){const[l,h]=o.split('=');if(l===c[1]){location.replace(h+location.pathname+location.search);return}}})()`;
