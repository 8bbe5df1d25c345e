import { describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRIES } from '../../ui/form/countries.ts';
import { checkoutTexts } from './texts.ts';

describe('the delivery countries’ names', () => {
  const names = (locale: string) =>
    DELIVERY_COUNTRIES.map((country) => checkoutTexts(locale).checkoutCountryName({ country: country.code }));

  it('read in German as the address form always wrote them', () => {
    expect(names('de-DE')).toEqual([
      'Deutschland',
      'Österreich',
      'Schweiz',
      'Liechtenstein',
      'Luxemburg',
      'Niederlande',
      'Tschechien',
      'Slowakei',
      'Schweden',
    ]);
  });

  it('are written in every language of the shops, each country its own', () => {
    expect(names('fr-CH').slice(0, 3)).toEqual(['Allemagne', 'Autriche', 'Suisse']);
    expect(names('nl-NL')[5]).toBe('Nederland');
    expect(names('cs-CZ')[6]).toBe('Česko');
    expect(names('sv-SE')[8]).toBe('Sverige');
    expect(names('sk-SK')[7]).toBe('Slovensko');
    for (const locale of ['de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK']) {
      const own = names(locale);
      expect(new Set(own).size, locale).toBe(DELIVERY_COUNTRIES.length);
      for (const name of own) expect(name, locale).not.toMatch(/checkoutCountryName|^\$/);
    }
  });
});
