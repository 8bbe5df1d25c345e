import { describe, expect, it } from 'vitest';
import { checkoutMessage } from './messages.ts';
import { firstOpenStep, isReachable, STEPS, stepFromSearch, stepQuery, stepToShow } from './steps.ts';

const none = { identified: false, address: false, payment: false };
const all = { identified: true, address: true, payment: true };

describe('checkout steps', () => {
  it('start at the first step still to do', () => {
    expect(firstOpenStep(none)).toBe('kunde');
    expect(firstOpenStep({ ...none, identified: true })).toBe('adresse');
    expect(firstOpenStep({ identified: true, address: true, payment: false })).toBe('zahlung');
    expect(firstOpenStep(all)).toBe('pruefen');
  });

  it('go back to any earlier step but never skip one that is open', () => {
    expect(stepToShow('pruefen', { ...none, identified: true })).toBe('adresse');
    expect(stepToShow('adresse', all)).toBe('adresse');
    expect(stepToShow(null, all)).toBe('adresse');
    expect(stepToShow(null, none)).toBe('kunde');
    expect(stepToShow('pruefen', all)).toBe('pruefen');
    expect(stepToShow(stepFromSearch('de-DE', { schritt: 'unbekannt' }), none)).toBe('kunde');
    expect(isReachable('zahlung', { ...none, identified: true })).toBe(false);
    expect(isReachable('kunde', all)).toBe(true);
  });
});

describe("the steps' URLs", () => {
  it('are German in the German shops, as they always were', () => {
    expect(STEPS.map((step) => stepQuery('de-CH', step.id))).toEqual([
      'schritt=kunde',
      'schritt=adresse',
      'schritt=zahlung',
      'schritt=pruefen',
    ]);
    expect(stepFromSearch('de-AT', { schritt: 'pruefen' })).toBe('pruefen');
  });

  it("are written in the shop's language and read back, German links from before too", () => {
    expect(stepQuery('fr-CH', 'zahlung')).toBe('etape=paiement');
    expect(stepQuery('nl-NL', 'pruefen')).toBe('stap=controleren');
    expect(stepQuery('sv-SE', 'adresse')).toBe('steg=adress');
    for (const locale of ['fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK'])
      for (const { id } of STEPS) {
        const [param, value] = stepQuery(locale, id).split('=') as [string, string];
        expect(param, locale).not.toBe('schritt');
        expect(stepFromSearch(locale, { [param]: value }), `${locale} ${id}`).toBe(id);
      }
    expect(stepFromSearch('cs-CZ', { schritt: 'zahlung' })).toBe('zahlung');
    expect(stepFromSearch('cs-CZ', { krok: 'zahlung' })).toBeNull();
  });
});

describe('checkout messages', () => {
  it('name every refusal of the checkout calls', () => {
    expect(checkoutMessage('de-DE', 'COUPON_INVALID')).toBe('Dieser Gutscheincode ist leider ungültig. Bitte prüfen Sie Ihre Eingabe.');
    expect(checkoutMessage('de-DE', 'BASKET_MIN_ORDER_VALUE', { formattedMinOrderValue: '10,00 €' })).toBe(
      'Bitte beachten Sie den Mindestbestellwert von 10,00 €.',
    );
    expect(checkoutMessage('de-DE', 'BASKET_MIN_ORDER_VALUE')).toBe('Bitte beachten Sie den Mindestbestellwert.');
    expect(checkoutMessage('de-DE', 'FIELD_REQUIRED')).toBe('Dies ist ein Pflichtfeld');
    expect(checkoutMessage('de-DE', 'INTERNAL_SERVER_ERROR')).toMatch(/^Es ist ein unerwarteter Fehler aufgetreten/);
  });
});
