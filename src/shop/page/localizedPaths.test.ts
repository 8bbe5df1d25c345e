import { describe, expect, it } from 'vitest';
import { localizedLogicalPaths, localizedPath as pathOf, ownPaths, readPath as read } from './localizedPaths.ts';

const localizedPath = (locale: string, path: string) => pathOf(ownPaths(locale), path);
const readPath = (locale: string, path: string) => read(ownPaths(locale), path);
import { pageTypeFromPath } from './pageType.ts';

const OTHER_LOCALES = ['fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK'];

describe('paths in the shop’s language', () => {
  it('writes the German paths in the language of a shop in another one, query and hash kept', () => {
    expect(localizedPath('fr-CH', '/katalog-bestellen?quelle=footer#form')).toBe('/commander-un-catalogue?quelle=footer#form');
    expect(localizedPath('nl-NL', '/newsletter/anmelden')).toBe('/nieuwsbrief/aanmelden');
    expect(localizedPath('cs-CZ', '/customer/passwort-zuruecksetzen?token=abc')).toBe('/customer/obnoveni-hesla?token=abc');
  });

  it('gives a German shop no paths of its own to carry', () => {
    for (const locale of ['de-DE', 'de-AT', 'de-CH']) expect(ownPaths(locale)).toBeUndefined();
    expect(ownPaths('fr-CH')).toMatchObject({ '/katalog-bestellen': '/commander-un-catalogue' });
  });

  it('leaves German shops and the paths every market shares as they are', () => {
    for (const locale of ['de-DE', 'de-AT', 'de-CH']) expect(localizedPath(locale, '/sendungsverfolgung')).toBe('/sendungsverfolgung');
    expect(localizedPath('fr-CH', '/p/P100010')).toBe('/p/P100010');
    expect(localizedPath('fr-CH', '/newsletter')).toBe('/newsletter');
    expect(localizedPath('sv-SE', 'https://example.com/katalog-bestellen')).toBe('https://example.com/katalog-bestellen');
  });

  it('reads each shop’s own path as its logical one, which routes to the same page type', () => {
    for (const locale of OTHER_LOCALES)
      for (const logical of localizedLogicalPaths()) {
        const own = localizedPath(locale, logical);
        if (own === logical) continue;
        expect(readPath(locale, own), `${locale} ${own}`).toEqual({ logical });
        expect(readPath(locale, `${own}/`), `${locale} ${own}/`).toEqual({ logical });
        // /newsletter itself only leads to the subscribe page (a path type of its own it has not).
        if (logical !== '/newsletter') expect(pageTypeFromPath(logical), logical).not.toBe('productListingPage');
      }
  });

  it('gives every page its own path in each language', () => {
    for (const locale of OTHER_LOCALES) {
      const own = localizedLogicalPaths().map((path) => localizedPath(locale, path));
      expect(new Set(own).size, locale).toBe(own.length);
    }
  });

  it('sends the German path of a shop in another language to its own, and routes it as it is in a German shop', () => {
    expect(readPath('sv-SE', '/sendungsverfolgung')).toEqual({ moved: '/spara-paket' });
    expect(readPath('nl-NL', '/newsletter/')).toEqual({ moved: '/nieuwsbrief' });
    expect(readPath('de-AT', '/sendungsverfolgung')).toEqual({ logical: '/sendungsverfolgung' });
    // A path of another language's shop is no path of this one: it routes as it is (and is not found).
    expect(readPath('de-DE', '/suivi-de-colis')).toEqual({ logical: '/suivi-de-colis' });
    expect(readPath('fr-CH', '/p/P100010')).toEqual({ logical: '/p/P100010' });
  });
});
