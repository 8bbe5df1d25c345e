import { describe, expect, it } from 'vitest';
import { availabilityView } from './availability.ts';

describe('availability mapping', () => {
  it('shows available goods green with 2–4 workdays', () => {
    expect(availabilityView({ key: 'available', state: 'lowStock' })).toEqual({ state: 'available', text: 'Lieferzeit 2–4 Werktage' });
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
    for (const [key, text] of Object.entries(cases)) expect(availabilityView({ key })).toEqual({ state: 'delayed', text });
  });
  it('shows sold out goods red', () => {
    expect(availabilityView({ key: 'outOfStock' })).toEqual({ state: 'unavailable', text: 'Bereits ausverkauft' });
    expect(availabilityView({ key: 'outsold' })).toEqual({ state: 'unavailable', text: 'Ausverkauft' });
  });
  it('treats a missing availability as out of stock', () => {
    expect(availabilityView(null)).toEqual({ state: 'unavailable', text: 'Bereits ausverkauft' });
    expect(availabilityView({ key: '' })).toEqual({ state: 'unavailable', text: 'Bereits ausverkauft' });
  });
  it('falls back to the colour, then the state, for unknown keys', () => {
    expect(availabilityView({ key: 'special', color: 'yellow', value: 'bald lieferbar' })).toEqual({
      state: 'delayed',
      text: 'bald lieferbar',
    });
    expect(availabilityView({ key: 'special', color: 'green' })).toEqual({ state: 'available', text: 'Artikel verfügbar' });
    expect(availabilityView({ key: 'special', state: 'notAvailable' })).toEqual({ state: 'unavailable', text: 'Ausverkauft' });
  });
});
