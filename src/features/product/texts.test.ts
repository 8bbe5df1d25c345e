import { describe, expect, it } from 'vitest';
import { productTexts } from './texts.ts';

describe('product texts', () => {
  it('keep the German wording', () => {
    const texts = productTexts('de-DE');
    expect(texts.productLoyaltyPoints({ points: 1 })).toBe('Sie erhalten 1 Treuepunkte');
    expect(texts.productReviewCount({ count: 1, formatted: '1' })).toBe('1 Bewertung');
    expect(texts.productReviewCount({ count: 1234, formatted: '1.234' })).toBe('1.234 Bewertungen');
    expect(texts.productYouSaveUpTo({ saving: 30 })).toBe('Sie sparen bis zu 30 %');
  });

  it('count in Czech and Slovak with one, few and many forms', () => {
    const cs = productTexts('cs-CZ');
    expect([1, 2, 5].map((points) => cs.productLoyaltyPoints({ points }))).toEqual([
      'Získáte 1 věrnostní bod',
      'Získáte 2 věrnostní body',
      'Získáte 5 věrnostních bodů',
    ]);
    expect([1, 3, 7].map((pieces) => cs.productDisposalPieces({ pieces, price: '99 Kč' }))).toEqual([
      '1 kus (99 Kč)',
      '3 kusy (99 Kč)',
      '7 kusů (99 Kč)',
    ]);
    const sk = productTexts('sk-SK');
    expect([1, 2, 5].map((count) => sk.productReviewCount({ count, formatted: String(count) }))).toEqual([
      '1 hodnotenie',
      '2 hodnotenia',
      '5 hodnotení',
    ]);
  });

  it('count in French, Dutch and Swedish with one and other', () => {
    expect(productTexts('fr-CH').productLoyaltyPoints({ points: 1 })).toBe('Vous recevez 1 point de fidélité');
    expect(productTexts('fr-CH').productLoyaltyPoints({ points: 20 })).toBe('Vous recevez 20 points de fidélité');
    expect(productTexts('nl-NL').productReviewCount({ count: 2, formatted: '2' })).toBe('2 beoordelingen');
    expect(productTexts('sv-SE').productReviewCount({ count: 1, formatted: '1' })).toBe('1 omdöme');
  });

  it('write ss for ß in Switzerland, German elsewhere in the German-speaking shops', () => {
    expect(productTexts('de-CH').productSize()).toBe('Grösse');
    expect(productTexts('de-CH').productFitBigger()).toBe('Fällt grösser aus – wir empfehlen eine Grösse kleiner');
    expect(productTexts('de-CH').productAddToBasket()).toBe('In den Warenkorb');
    expect(productTexts('de-AT').productSize()).toBe('Größe');
  });
});
