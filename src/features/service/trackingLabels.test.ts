import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, labelOf, RETURN_STATUS, SHIPMENT_STATUS } from './trackingLabels.ts';
import { trackingTexts } from './trackingTexts.ts';

const de = trackingTexts('de-DE');

describe('tracking labels', () => {
  it('names every parcel and return state in German', () => {
    expect(labelOf(de, SHIPMENT_STATUS, 'outForDelivery')).toBe('In Zustellung');
    expect(labelOf(de, RETURN_STATUS, 'refunded')).toBe('Erstattet');
    expect(labelOf(de, SHIPMENT_STATUS, 'lost')).toBe('Unbekannt');
    expect(labelOf(de, SHIPMENT_STATUS, 'toString')).toBe('Unbekannt');
  });
  it("names them in the shop's language", () => {
    expect(labelOf(trackingTexts('cs-CZ'), SHIPMENT_STATUS, 'delivered')).toBe('Doručeno');
    expect(labelOf(trackingTexts('fr-CH'), RETURN_STATUS, 'refunded')).toBe('Remboursé');
  });
  it('formats times in the shop time zone', () => {
    expect(formatDateTime('2026-11-20T08:15:00Z', 'de-DE')).toBe('20.11.2026, 09:15');
    expect(formatDate('2026-11-20T23:30:00Z', 'de-DE')).toBe('21.11.2026');
    expect(formatDate('2026-11-20T23:30:00Z', 'nl-NL')).toBe('21 nov 2026');
  });
});
