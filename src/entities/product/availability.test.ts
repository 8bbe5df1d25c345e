import { describe, expect, it } from 'vitest';
import { availabilityView } from './availability.ts';

describe('availability mapping', () => {
  it('shows available goods green with 2–4 workdays', () => {
    expect(availabilityView('de-DE', { key: 'available', state: 'lowStock' })).toEqual({
      state: 'available',
      text: 'Lieferzeit 2–4 Werktage',
    });
  });
  it('shows every later delivery as delayed with its text', () => {
    const cases: Record<string, string> = {
      christmas: 'lieferbar bis Weihnachten',
      easter: 'lieferbar bis Ostern',
      directShipping: 'Lieferung in 1–2 Wochen',
      directShipping2Weeks: 'Lieferung in 2–3 Wochen',
      directShipping5Days: 'Lieferung in 5–6 Werktagen',
      directShipping8Days: 'Lieferung in 8–10 Werktagen',
      midOfJanuary: 'lieferbar Mitte Januar',
      endOfMarch: 'lieferbar Ende März',
      endOfDecember: 'lieferbar Ende Dezember',
      midOfOctober: 'lieferbar Mitte Oktober',
    };
    for (const [key, text] of Object.entries(cases)) expect(availabilityView('de-DE', { key })).toEqual({ state: 'delayed', text });
  });
  it('shows sold out goods red', () => {
    expect(availabilityView('de-DE', { key: 'outOfStock' })).toEqual({ state: 'unavailable', text: 'Bereits ausverkauft' });
    expect(availabilityView('de-DE', { key: 'outsold' })).toEqual({ state: 'unavailable', text: 'Ausverkauft' });
  });
  it('treats a missing availability as out of stock', () => {
    expect(availabilityView('de-DE', null)).toEqual({ state: 'unavailable', text: 'Bereits ausverkauft' });
    expect(availabilityView('de-DE', { key: '' })).toEqual({ state: 'unavailable', text: 'Bereits ausverkauft' });
  });
  it('falls back to the colour, then the state, for unknown keys', () => {
    expect(availabilityView('de-DE', { key: 'special', color: 'yellow', value: 'bald lieferbar' })).toEqual({
      state: 'delayed',
      text: 'bald lieferbar',
    });
    expect(availabilityView('de-DE', { key: 'special', color: 'green' })).toEqual({ state: 'available', text: 'Artikel verfügbar' });
    expect(availabilityView('de-DE', { key: 'special', state: 'notAvailable' })).toEqual({ state: 'unavailable', text: 'Ausverkauft' });
  });
});

describe('availability in other shops', () => {
  it("speaks the shop's language, a month in the form its phrase takes", () => {
    expect(availabilityView('cs-CZ', { key: 'endOfMarch' })).toEqual({ state: 'delayed', text: 'dodání koncem března' });
    expect(availabilityView('sk-SK', { key: 'midOfJanuary' })).toEqual({ state: 'delayed', text: 'dodanie v polovici januára' });
    expect(availabilityView('fr-CH', { key: 'available' })).toEqual({ state: 'available', text: 'Livraison sous 2 à 4 jours ouvrés' });
    expect(availabilityView('sv-SE', { key: 'special', color: 'green' })).toEqual({ state: 'available', text: 'Artikeln finns i lager' });
    expect(availabilityView('de-AT', { key: 'outOfStock' }).text).toBe('Bereits ausverkauft');
  });
});
