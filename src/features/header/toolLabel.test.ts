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
  it('counts in the shop language without a plural form, so no Intl.PluralRules is made while a page loads', () => {
    expect(toolLabel('cs-CZ', 'Košík', 2)).toBe('Košík, počet položek: 2');
    expect(toolLabel('sk-SK', 'Košík', 5)).toBe('Košík, počet položiek: 5');
    expect(toolLabel('fr-CH', 'Panier', 1)).toBe('Panier, articles : 1');
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
