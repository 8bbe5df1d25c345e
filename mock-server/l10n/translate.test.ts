import { describe, expect, it } from 'vitest';
import { contentTranslator, inShopCurrency } from './translate.ts';

describe('inShopCurrency', () => {
  it("writes a content text's euro amounts in the shop's currency, converted as the catalogue's prices", () => {
    expect(inShopCurrency('cs-CZ', 'Poukaz na 10 € a doprava 5,95 €.')).toBe('Poukaz na 250\u00a0Kč a doprava 148,75\u00a0Kč.');
    expect(inShopCurrency('sv-SE', 'Presentkort på 10 €')).toBe('Presentkort på 110\u00a0kr');
    expect(inShopCurrency('de-CH', 'Ihr 10 € Gutschein, Versand 5,95 €')).toBe('Ihr CHF\u00a010 Gutschein, Versand CHF\u00a05.95');
    expect(inShopCurrency('fr-CH', 'bon de 10 €')).toBe('bon de 10\u00a0CHF');
  });

  it("leaves the euro shops' texts as written", () => {
    expect(inShopCurrency('nl-NL', 'Tegoedbon van € 10')).toBe('Tegoedbon van € 10');
    expect(inShopCurrency('de-AT', '10 € Gutschein')).toBe('10 € Gutschein');
  });

  it('applies to the translated content texts', () => {
    expect(contentTranslator('cs-CZ').t('10 € Gutschein')).toBe('Poukaz na 250\u00a0Kč');
    expect(contentTranslator('de-CH').t('10 € Gutschein')).toBe('CHF\u00a010 Gutschein');
  });
});
