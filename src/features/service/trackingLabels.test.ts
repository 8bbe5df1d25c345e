import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, labelOf, RETURN_STATUS, SHIPMENT_STATUS } from './trackingLabels.ts';

describe('tracking labels', () => {
  it('names every parcel and return state in German', () => {
    expect(labelOf(SHIPMENT_STATUS, 'outForDelivery')).toBe('In Zustellung');
    expect(labelOf(RETURN_STATUS, 'refunded')).toBe('Erstattet');
    expect(labelOf(SHIPMENT_STATUS, 'lost')).toBe('Unbekannt');
    expect(labelOf(SHIPMENT_STATUS, 'toString')).toBe('Unbekannt');
  });
  it('formats times in the shop time zone', () => {
    expect(formatDateTime('2026-11-20T08:15:00Z')).toBe('20.11.2026, 09:15');
    expect(formatDate('2026-11-20T23:30:00Z')).toBe('21.11.2026');
  });
});
