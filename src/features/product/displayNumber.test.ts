import { describe, expect, it } from 'vitest';
import { formatDisplayNumber } from './displayNumber.ts';

describe('formatDisplayNumber', () => {
  it('groups nine digits 3+3+3', () => {
    expect(formatDisplayNumber('658363537')).toBe('658 363 537');
    expect(formatDisplayNumber('658 363 537')).toBe('658 363 537');
  });
  it('leaves other shapes as they are', () => {
    expect(formatDisplayNumber('12345')).toBe('12345');
  });
});
