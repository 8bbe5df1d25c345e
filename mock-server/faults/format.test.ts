import { describe, expect, it } from 'vitest';
import { faultCookie, faultHeader, formatFaults, parseFaults } from './format.ts';

describe('fault spec format', () => {
  it('parses codes, HTTP statuses with reset, delays and counts', () => {
    expect(parseFaults('productById=REQUEST_TIMEOUT;addToBasket=http:502;HomePageQuery=http:429@2*3;*=delay:300')).toEqual([
      { key: 'productById', effect: { kind: 'code', code: 'REQUEST_TIMEOUT' } },
      { key: 'addToBasket', effect: { kind: 'http', status: 502 } },
      { key: 'HomePageQuery', effect: { kind: 'http', status: 429, resetSeconds: 2 }, times: 3 },
      { key: '*', effect: { kind: 'delay', ms: 300 } },
    ]);
  });

  it('parses field faults, which fail one root field only', () => {
    expect(parseFaults('basket=field:INTERNAL_SERVER_ERROR*2')).toEqual([
      { key: 'basket', effect: { kind: 'field', code: 'INTERNAL_SERVER_ERROR' }, times: 2 },
    ]);
    expect(formatFaults(parseFaults('basket=field:INTERNAL_SERVER_ERROR'))).toBe('basket=field:INTERNAL_SERVER_ERROR');
    expect(() => parseFaults('basket=field:lower')).toThrow(/fault/i);
  });

  it('parses a dropped connection', () => {
    expect(parseFaults('*=drop*3')).toEqual([{ key: '*', effect: { kind: 'drop' }, times: 3 }]);
    expect(formatFaults(parseFaults('*=drop'))).toBe('*=drop');
  });

  it('ignores blanks and empty rules', () => {
    expect(parseFaults(' ; client = UNAUTHENTICATED ;')).toEqual([{ key: 'client', effect: { kind: 'code', code: 'UNAUTHENTICATED' } }]);
    expect(parseFaults('')).toEqual([]);
  });

  it.each(['productById', 'productById=', '=REQUEST_TIMEOUT', 'a b=X', 'x=http:418', 'x=slow', 'x=delay:fast', 'x=X*0', 'x=lowercase'])(
    'rejects %j',
    (spec) => {
      expect(() => parseFaults(spec)).toThrow(/fault/i);
    },
  );

  it('formats rules back to the same text', () => {
    const spec = 'ProductPageQuery=REQUEST_TIMEOUT*1;*=http:429@5;basket=delay:50';
    expect(formatFaults(parseFaults(spec))).toBe(spec);
  });

  it('builds the header and the URL-encoded cookie', () => {
    expect(faultHeader('a=http:502*1')).toEqual({ 'x-mock-faults': 'a=http:502*1' });
    expect(faultHeader([{ key: 'b', effect: { kind: 'delay', ms: 10 } }])).toEqual({ 'x-mock-faults': 'b=delay:10' });
    expect(faultCookie('a=X;b=http:429@2')).toEqual({ name: 'mock_faults', value: 'a%3DX%3Bb%3Dhttp%3A429%402' });
    expect(() => faultHeader('nonsense')).toThrow();
  });
});
