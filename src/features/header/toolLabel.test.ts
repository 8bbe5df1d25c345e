import { describe, expect, it } from 'vitest';
import { accountLabel, toolLabel } from './toolLabel.ts';

describe('toolLabel', () => {
  it('names the tool with its count', () => {
    expect(toolLabel('Warenkorb', 1)).toBe('Warenkorb, 1 Artikel');
    expect(toolLabel('Merkzettel', 0)).toBe('Merkzettel, 0 Artikel');
  });
  it('is just the label while the count is unknown', () => {
    expect(toolLabel('Warenkorb', null)).toBe('Warenkorb');
  });
});

describe('accountLabel', () => {
  it('says the login state once it is known', () => {
    expect(accountLabel('Mein Konto', true)).toBe('Mein Konto, angemeldet');
    expect(accountLabel('Mein Konto', false)).toBe('Mein Konto, nicht angemeldet');
    expect(accountLabel('Mein Konto', null)).toBe('Mein Konto');
  });
});
