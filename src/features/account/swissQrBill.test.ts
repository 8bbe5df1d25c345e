import { describe, expect, it } from 'vitest';
import { formatQrReference, swissQrPayload } from './swissQrBill.ts';

const bill = {
  creditorName: 'Mode & Heim Versand AG',
  creditorZipCode: '9000',
  creditorCity: 'St. Gallen',
  iban: 'CH44 3199 9123 0008 8901 2',
  reference: '210000000003139471430009017',
  amount: 12345,
};

describe('Swiss QR bill', () => {
  it('writes the 31 lines of the standard with amount, QR reference and trailer', () => {
    const lines = swissQrPayload(bill, {
      name: 'Lukas Meier',
      street: 'Bahnhofstrasse',
      houseNumber: '1',
      zipCode: '8001',
      city: 'Zürich',
    }).split('\n');
    expect(lines).toHaveLength(31);
    expect(lines.slice(0, 4)).toEqual(['SPC', '0200', '1', 'CH4431999123000889012']);
    expect(lines.slice(4, 11)).toEqual(['S', 'Mode & Heim Versand AG', '', '', '9000', 'St. Gallen', 'CH']);
    expect(lines.slice(18, 20)).toEqual(['123.45', 'CHF']);
    expect(lines.slice(20, 27)).toEqual(['S', 'Lukas Meier', 'Bahnhofstrasse', '1', '8001', 'Zürich', 'CH']);
    expect(lines.slice(27)).toEqual(['QRR', '210000000003139471430009017', '', 'EPD']);
  });

  it('leaves the debtor empty when unknown', () => {
    expect(swissQrPayload(bill, null).split('\n').slice(20, 27)).toEqual(['', '', '', '', '', '', '']);
  });

  it('groups the reference in fives from the right', () => {
    expect(formatQrReference('210000000003139471430009017')).toBe('21 00000 00003 13947 14300 09017');
  });
});
