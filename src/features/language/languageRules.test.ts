import { describe, expect, it } from 'vitest';
import { arrivalLocale, LANGUAGE_SCRIPT, languageMeta, languageName, versionHref } from './languageRules.ts';

const swiss = {
  locale: 'de-CH' as const,
  languages: [
    { locale: 'de-CH' as const, host: 'https://www.rosenwald.ch' },
    { locale: 'fr-CH' as const, host: 'https://www.rosenwald-romandie.ch' },
  ],
};

/** Runs the head's script against a page at `url` with `cookie`; answers where it sent the visitor, if anywhere. */
function runScript(url: string, cookie: string, meta: string | null): string | null {
  const page = new URL(url);
  let replaced: string | null = null;
  const document = {
    cookie,
    querySelector: (selector: string) => (meta && selector === 'meta[name="shop-languages"]' ? { content: meta } : null),
  };
  const location = { hash: page.hash, pathname: page.pathname, search: page.search, replace: (to: string) => (replaced = to) };
  new Function('document', 'location', LANGUAGE_SCRIPT)(document, location);
  return replaced;
}

describe('language versions', () => {
  it('name each language in itself', () => {
    expect(swiss.languages.map((version) => languageName(version.locale))).toEqual(['Deutsch', 'Français']);
  });

  it('lead to the same page and query in the other shop, with the hash that makes it remember the choice', () => {
    expect(versionHref(swiss.languages[1]!, '/damen-mode/kleider?sortierung=preis')).toBe(
      'https://www.rosenwald-romandie.ch/damen-mode/kleider?sortierung=preis#language=fr-CH',
    );
    expect(arrivalLocale('#language=fr-CH')).toBe('fr-CH');
    expect(arrivalLocale('#sprache')).toBeNull();
  });

  it('tell the head script nothing in a shop of one language', () => {
    expect(languageMeta({ locale: 'de-DE' })).toBeNull();
    expect(languageMeta(swiss)).toBe('de-CH fr-CH=https://www.rosenwald-romandie.ch');
  });
});

describe('the head script', () => {
  const meta = languageMeta(swiss);

  it('sends a visitor who chose French here to the same page in the French shop', () => {
    expect(runScript('https://www.rosenwald.ch/p/P100010?farbe=rot', 'a=1; shop_language=fr-CH', meta)).toBe(
      'https://www.rosenwald-romandie.ch/p/P100010?farbe=rot',
    );
  });

  it("keeps the visitor here when the choice is this shop's language, there is none, or the page was reached from a switch", () => {
    expect(runScript('https://www.rosenwald.ch/', 'shop_language=de-CH', meta)).toBeNull();
    expect(runScript('https://www.rosenwald.ch/', 'other_shop_language=fr-CH', meta)).toBeNull();
    expect(runScript('https://www.rosenwald.ch/#language=de-CH', 'shop_language=fr-CH', meta)).toBeNull();
    expect(runScript('https://www.rosenwald.ch/', 'shop_language=fr-CH', null)).toBeNull();
  });
});
