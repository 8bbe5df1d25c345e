import { describe, expect, it } from 'vitest';
import { listingTexts } from './texts.ts';

describe("the listing's item count", () => {
  const count = (locale: string, n: number) => listingTexts(locale).listingItemCount({ count: n, shown: String(n) });

  it('reads as the German listing always did', () => {
    expect(count('de-DE', 1)).toBe('1 Artikel');
    expect(count('de-CH', 1234)).toBe('1234 Artikel');
  });

  it("takes each language's plural forms", () => {
    expect([1, 3, 5].map((n) => count('cs-CZ', n))).toEqual(['1 položka', '3 položky', '5 položek']);
    expect([1, 4, 5].map((n) => count('sk-SK', n))).toEqual(['1 položka', '4 položky', '5 položiek']);
    expect([1, 2].map((n) => count('fr-CH', n))).toEqual(['1 article', '2 articles']);
    expect([1, 2].map((n) => count('nl-NL', n))).toEqual(['1 artikel', '2 artikelen']);
    expect([1, 2].map((n) => count('sv-SE', n))).toEqual(['1 artikel', '2 artiklar']);
  });

  it('shows the number as formatted for the shop', () => {
    expect(listingTexts('de-CH').listingItemCount({ count: 1234, shown: "1'234" })).toBe("1'234 Artikel");
  });
});
