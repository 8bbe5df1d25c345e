import { describe, expect, it } from 'vitest';
import { basketMessage, isBasketCode } from './basketMessages.ts';

const PHONE = '0800 400 12 12';

describe('basket messages', () => {
  it('gives each basket code of section 8 its German text with placeholders filled', () => {
    expect(basketMessage('de-DE', 'BasketChangeItemFailed', {}, PHONE)).toBe(
      'Der Artikel konnte nicht aktualisiert werden, bitte versuchen Sie es erneut.',
    );
    expect(basketMessage('de-DE', 'BASKET_MAX_ITEMS', { basketMaxItems: 50 }, PHONE)).toBe(
      'Die maximale Artikelanzahl von 50 ist erreicht. Bitte entfernen Sie einige Artikel.',
    );
    expect(basketMessage('de-DE', 'BASKET_MIN_ORDER_VALUE', {}, PHONE)).toBe('Bitte beachten Sie den Mindestbestellwert.');
    expect(basketMessage('de-DE', 'BASKET_MIN_ORDER_VALUE_FREE_GIFT', { formattedMinOrderValueFreeGift: '50,00 €' }, PHONE)).toBe(
      'Bitte beachten Sie den Mindestbestellwert von 50,00 €.',
    );
    expect(basketMessage('de-DE', 'MORE_THAN_ONE_FREE_GIFT', {}, PHONE)).toBe('Gratisartikel können nur einmal hinzugefügt werden.');
    expect(basketMessage('de-DE', 'QUANTITY_LIMIT_EXCEEDED', { displayNumber: '512345101' }, PHONE)).toBe(
      'Die Maximalmenge für diesen Artikel 512.345.101 ist bereits erreicht.',
    );
    expect(basketMessage('de-DE', 'QUANTITY_MORE_THAN_STOCK', { stock: 2 }, PHONE)).toBe(
      'Nur noch 2 Artikel auf Lager. Bitte verringern Sie die Menge.',
    );
    expect(basketMessage('de-DE', 'BASKET_EMPTY', {}, PHONE)).toBe('Derzeit befinden sich keine Artikel in Ihrem Warenkorb.');
    expect(basketMessage('de-DE', 'BASKET_COUPON', {}, PHONE)).toBe('Gutscheincodes können Sie am Ende des Bestellvorgangs einlösen.');
    expect(basketMessage('de-DE', 'DELIVERY_STATE_CHANGED', {}, PHONE)).toMatch(/^Der Lieferstatus hat sich für einige Artikel/);
    expect(basketMessage('de-DE', 'DISPOSAL_SERVICE_REMOVED', {}, PHONE)).toMatch(/mindestens eine Matratze oder ein Lattenrost/);
  });

  it('answers unknown codes and HTTP statuses with DEFAULT and the service number', () => {
    for (const code of ['500', 'timeout', 'SOMETHING_ELSE']) {
      expect(isBasketCode(code)).toBe(false);
      expect(basketMessage('de-DE', code, {}, PHONE)).toMatch(/^Es ist ein unerwarteter Fehler aufgetreten\..* Telefon: 0800 400 12 12$/);
    }
  });
});
