import { describe, expect, it } from 'vitest';
import { accountTexts } from './accountTexts.ts';
import { customerTexts } from './customerTexts.ts';

describe("the account's texts", () => {
  it('count items and parcels with the plural forms of each language', () => {
    const counts = (locale: string) => [1, 2, 5].map((count) => customerTexts(locale).customerParcels({ count }));
    expect(counts('de-DE')).toEqual(['1 Paket', '2 Pakete', '5 Pakete']);
    expect(counts('cs-CZ')).toEqual(['1 balík', '2 balíky', '5 balíků']);
    expect(counts('sk-SK')).toEqual(['1 balík', '2 balíky', '5 balíkov']);
    expect(counts('nl-NL')).toEqual(['1 pakket', '2 pakketten', '5 pakketten']);
    const items = (locale: string) => [1, 3, 7].map((count) => customerTexts(locale).customerItems({ count }));
    expect(items('de-DE')).toEqual(['1 Artikel', '3 Artikel', '7 Artikel']);
    expect(items('cs-CZ')).toEqual(['1 položka', '3 položky', '7 položek']);
    expect(items('sk-SK')).toEqual(['1 položka', '3 položky', '7 položiek']);
    expect(items('fr-CH')).toEqual(['1 article', '3 articles', '7 articles']);
    expect(items('sv-SE')).toEqual(['1 artikel', '3 artiklar', '7 artiklar']);
  });

  it('write Swiss German without ß and Austrian German as German', () => {
    expect(customerTexts('de-DE').customerSize({ size: '38' })).toBe('Größe 38');
    expect(customerTexts('de-CH').customerSize({ size: '38' })).toBe('Grösse 38');
    expect(customerTexts('de-AT').customerSize({ size: '38' })).toBe('Größe 38');
    expect(customerTexts('de-CH').customerTileHelpText()).toBe('Antworten auf häufige Fragen');
  });

  it('have no ß in any Swiss German text', () => {
    for (const texts of [accountTexts('de-CH'), customerTexts('de-CH')]) {
      for (const [key, text] of Object.entries(texts)) {
        const sample = (text as (inputs: Record<string, string>) => string)({ count: '2', size: '38', quantity: '1', name: 'Kleid' });
        expect(sample, key).not.toContain('ß');
      }
    }
  });
});
