import { describe, expect, it } from 'vitest';
import { sizeDeviation, sizeHint } from './sizeDeviation.ts';

const tables = (...companies: string[]) => companies.map((companyOfOrigin) => ({ companyOfOrigin }));

describe('size deviation', () => {
  it('is unknown without company of origin or without size tables', () => {
    expect(sizeDeviation(null, tables('default'))).toBe('UNKNOWN');
    expect(sizeDeviation('nordlicht', [])).toBe('UNKNOWN');
  });
  it('is true to size when the tables cover default and the partner (nordlicht)', () => {
    expect(sizeDeviation('nordlicht', tables('default', 'nordlicht'))).toBe('TRUE_TO_SIZE');
  });
  it('is true to size for the bigger-sized partner too when the tables cover default and it', () => {
    expect(sizeDeviation('suedkap', tables('default', 'suedkap'))).toBe('TRUE_TO_SIZE');
  });
  it('is bigger than expected for the bigger-sized partner (suedkap) without that cover', () => {
    expect(sizeDeviation('suedkap', tables('suedkap'))).toBe('BIGGER_THAN_EXPECTED');
    expect(sizeDeviation('suedkap', tables('default'))).toBe('BIGGER_THAN_EXPECTED');
  });
  it('is otherwise true to size', () => {
    expect(sizeDeviation('default', tables('default'))).toBe('TRUE_TO_SIZE');
  });
});

describe('size hint', () => {
  it('names the fit, or nothing when it is unknown', () => {
    expect(sizeHint('de-DE', 'suedkap', tables('suedkap'))).toBe('Fällt größer aus – wir empfehlen eine Größe kleiner');
    expect(sizeHint('de-DE', 'default', tables('default'))).toBe('Fällt normal aus');
    expect(sizeHint('de-DE', null, tables('default'))).toBeNull();
  });
});
