import { describe, expect, it } from 'vitest';
import { accountLabel, toolLabel } from './toolLabel.ts';

describe('toolLabel', () => {
  it('names the tool with its count', () => {
    expect(toolLabel('de-DE', 'Warenkorb', 1)).toBe('Warenkorb, 1 Artikel');
    expect(toolLabel('de-DE', 'Merkzettel', 0)).toBe('Merkzettel, 0 Artikel');
  });
  it('is just the label while the count is unknown', () => {
    expect(toolLabel('de-DE', 'Warenkorb', null)).toBe('Warenkorb');
  });
  it('counts in the plural forms of the shop language', () => {
    expect([1, 2, 5].map((count) => toolLabel('cs-CZ', 'Košík', count))).toEqual([
      'Košík, 1 položka',
      'Košík, 2 položky',
      'Košík, 5 položek',
    ]);
    expect([1, 3, 5].map((count) => toolLabel('sk-SK', 'Košík', count))).toEqual([
      'Košík, 1 položka',
      'Košík, 3 položky',
      'Košík, 5 položiek',
    ]);
    expect([1, 2].map((count) => toolLabel('fr-CH', 'Panier', count))).toEqual(['Panier, 1 article', 'Panier, 2 articles']);
  });
});

describe('accountLabel', () => {
  it('says the login state once it is known', () => {
    expect(accountLabel('de-DE', 'Mein Konto', true)).toBe('Mein Konto, angemeldet');
    expect(accountLabel('de-DE', 'Mein Konto', false)).toBe('Mein Konto, nicht angemeldet');
    expect(accountLabel('de-DE', 'Mein Konto', null)).toBe('Mein Konto');
    expect(accountLabel('nl-NL', 'Mijn account', false)).toBe('Mijn account, niet ingelogd');
  });
});
