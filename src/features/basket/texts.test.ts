import { describe, expect, it } from 'vitest';
import { basketMessage } from './basketMessages.ts';
import { basketTexts } from './texts.ts';

describe('basket texts', () => {
  it('count pieces and points in Czech and Slovak with one, few and many forms', () => {
    const cs = basketTexts('cs-CZ');
    expect([1, 2, 5].map((stock) => cs.basketQuantityMoreThanStock({ stock }))).toEqual([
      'Skladem je už jen 1 kus. Snižte prosím množství.',
      'Skladem jsou už jen 2 kusy. Snižte prosím množství.',
      'Skladem je už jen 5 kusů. Snižte prosím množství.',
    ]);
    expect([1, 3, 12].map((points) => cs.basketLoyaltyPoints({ points }))).toEqual([
      'Za tuto objednávku získáte 1 věrnostní bod.',
      'Za tuto objednávku získáte 3 věrnostní body.',
      'Za tuto objednávku získáte 12 věrnostních bodů.',
    ]);
    const sk = basketTexts('sk-SK');
    expect([1, 4, 5].map((count) => sk.basketDisposalPieces({ count, price: '29,99 €' }))).toEqual([
      '1 kus (29,99 €)',
      '4 kusy (29,99 €)',
      '5 kusov (29,99 €)',
    ]);
  });

  it('count in French with one and other forms, and keep the German wording', () => {
    expect(basketTexts('fr-CH').basketDisposalPieces({ count: 1, price: '29.99 CHF' })).toBe('1 pièce (29.99 CHF)');
    expect(basketTexts('fr-CH').basketDisposalPieces({ count: 2, price: '59.98 CHF' })).toBe('2 pièces (59.98 CHF)');
    expect(basketTexts('de-DE').basketLoyaltyPoints({ points: 1 })).toBe('Mit dieser Bestellung erhalten Sie 1 Treuepunkte.');
  });

  it('write ss for ß in Switzerland and read German in Austria', () => {
    expect(basketTexts('de-CH').basketSize()).toBe('Grösse:');
    expect(basketTexts('de-CH').basketTitle()).toBe('Warenkorb');
    expect(basketTexts('de-AT').basketSize()).toBe('Größe:');
  });

  it('give the basket hint codes in the shop language', () => {
    expect(basketMessage('nl-NL', 'BASKET_EMPTY', {}, '')).toBe('Er zitten nog geen artikelen in je winkelwagen.');
    expect(basketMessage('sv-SE', 'QUANTITY_MORE_THAN_STOCK', { stock: 2 }, '')).toBe('Bara 2 varor kvar i lager. Minska antalet.');
    expect(basketMessage('fr-CH', 'UNKNOWN', {}, '0800 11 22 33')).toMatch(/ Tél\. : 0800 11 22 33$/);
  });
});
