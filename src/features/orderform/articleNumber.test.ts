import { describe, expect, it } from 'vitest';
import { compactArticleNumber, formatArticleNumber, isValidArticleNumber } from './articleNumber.ts';

describe('article numbers', () => {
  it('are dot-separated as typed whenever the length is a multiple of 3', () => {
    expect(formatArticleNumber('512')).toBe('512');
    expect(formatArticleNumber('5123')).toBe('5123');
    expect(formatArticleNumber('512345')).toBe('512.345');
    expect(formatArticleNumber('512.3451')).toBe('512.3451');
    expect(formatArticleNumber('512.345101')).toBe('512.345.101');
    expect(formatArticleNumber('512 345 101')).toBe('512.345.101');
    expect(formatArticleNumber('abc')).toBe('abc');
    expect(formatArticleNumber('')).toBe('');
  });

  it('are valid as three groups of 3 digits with optional dots', () => {
    expect(isValidArticleNumber('512.345.101')).toBe(true);
    expect(isValidArticleNumber('512345101')).toBe(true);
    expect(isValidArticleNumber('512345.101')).toBe(true);
    expect(isValidArticleNumber('512.345.10')).toBe(false);
    expect(isValidArticleNumber('512.345.1011')).toBe(false);
    expect(isValidArticleNumber('512-345-101')).toBe(false);
    expect(compactArticleNumber('512.345.101')).toBe('512345101');
  });
});
