import { describe, expect, it } from 'vitest';
import { disposalNotBooked, noticeFor } from './addNotice.ts';

describe('add-to-basket notice', async () => {
  it('confirms a successful add', async () => {
    expect(await noticeFor('de-DE', { ok: true })).toEqual({
      kind: 'success',
      text: 'Der Artikel wurde in den Warenkorb gelegt.',
      highlightSizes: false,
      toBasket: true,
    });
  });
  it('says when the disposal service was not booked', async () => {
    // The article is in: the notification leads on to the basket, where the service can be booked.
    expect(await noticeFor('de-DE', { ok: true, disposalBooked: false })).toMatchObject({
      kind: 'error',
      text: disposalNotBooked('de-DE'),
      toBasket: true,
    });
  });
  it('highlights the sizes for no size and a sold-out size', async () => {
    expect(await noticeFor('de-DE', { ok: false, code: 'ATB_NO_VARIANT_SELECTED', params: {} })).toEqual({
      kind: 'error',
      text: 'Bitte wählen Sie eine Größe',
      highlightSizes: true,
      toBasket: false,
    });
    expect(await noticeFor('de-DE', { ok: false, code: 'ATB_VARIANT_OUTSOLD', params: {} })).toEqual({
      kind: 'error',
      text: 'Diese Größe ist ausverkauft',
      highlightSizes: true,
      toBasket: false,
    });
  });
  it('fills the quantity limits', async () => {
    expect((await noticeFor('de-DE', { ok: false, code: 'ATB_QUANTITY_LIMIT_EXCEEDED', params: { quantityLimit: 2 } })).text).toBe(
      'Sie haben diesen Artikel bereits 2 mal in Ihrem Warenkorb. Damit ist die Maximalmenge erreicht.',
    );
    expect(await noticeFor('de-DE', { ok: false, code: 'QUANTITY_LIMIT_EXCEEDED', params: { displayNumber: '307272290' } })).toEqual({
      kind: 'error',
      text: 'Die Maximalmenge für diesen Artikel 307.272.290 ist bereits erreicht.',
      highlightSizes: false,
      toBasket: false,
    });
  });
  it('says how many pieces are left when more are asked for than the stock (QuantityMoreThanStock)', async () => {
    expect(await noticeFor('de-DE', { ok: false, code: 'QUANTITY_MORE_THAN_STOCK', params: { stock: 2 } })).toEqual({
      kind: 'error',
      text: 'Von dieser Größe sind nur noch 2 Artikel auf Lager.',
      highlightSizes: false,
      toBasket: false,
    });
  });
  it('names the basket-wide refusals with their values', async () => {
    expect((await noticeFor('de-DE', { ok: false, code: 'BASKET_MAX_ITEMS', params: { basketMaxItems: 50 } })).text).toBe(
      'Die maximale Artikelanzahl von 50 ist erreicht. Bitte entfernen Sie einige Artikel.',
    );
    expect(
      (
        await noticeFor('de-DE', {
          ok: false,
          code: 'BASKET_MIN_ORDER_VALUE_FREE_GIFT',
          params: { formattedMinOrderValueFreeGift: '50,00 €' },
        })
      ).text,
    ).toBe('Bitte beachten Sie den Mindestbestellwert von 50,00 €.');
    expect((await noticeFor('de-DE', { ok: false, code: 'MORE_THAN_ONE_FREE_GIFT', params: {} })).text).toBe(
      'Gratisartikel können nur einmal hinzugefügt werden.',
    );
  });
  it('names the gift and the general failure', async () => {
    expect((await noticeFor('de-DE', { ok: false, code: 'ATB_GIFT_ALREADY_IN_BASKET', params: {} })).text).toBe(
      'Der Artikel liegt bereits im Warenkorb und kann kein weiteres Mal hinzugefügt werden.',
    );
    expect((await noticeFor('de-DE', { ok: false, code: 'ATB_GENERAL', params: {} })).text).toBe(
      'Der Artikel konnte nicht zum Warenkorb hinzugefügt werden.',
    );
  });
  it('treats a refusal the catalogue has no text for as the general failure', async () => {
    expect(await noticeFor('de-DE', { ok: false, code: 'SOMETHING_NEW', params: {} })).toEqual({
      kind: 'error',
      text: 'Der Artikel konnte nicht zum Warenkorb hinzugefügt werden.',
      highlightSizes: false,
      toBasket: false,
    });
  });
});
