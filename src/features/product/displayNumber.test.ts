import { describe, expect, it } from 'vitest';
import {
  changedDisplayNumber,
  colourDisplayNumber,
  formatDisplayNumber,
  isValidDisplayNumber,
  searchedOldNumber,
} from './displayNumber.ts';

describe('formatDisplayNumber', () => {
  it('joins 3-digit groups with dots', () => {
    expect(formatDisplayNumber('355646745')).toBe('355.646.745');
    expect(formatDisplayNumber('355646')).toBe('355.646');
  });
  it('leaves lengths that are no multiple of 3 as they are', () => {
    expect(formatDisplayNumber('12345')).toBe('12345');
    expect(formatDisplayNumber('')).toBe('');
  });
});

describe('isValidDisplayNumber', () => {
  it('accepts three groups of three digits, with or without dots', () => {
    expect(isValidDisplayNumber('355646745')).toBe(true);
    expect(isValidDisplayNumber('355.646.745')).toBe(true);
    expect(isValidDisplayNumber('355-646-745')).toBe(false);
    expect(isValidDisplayNumber('35564674')).toBe(false);
  });
});

describe('colourDisplayNumber', () => {
  it('puts the colour promotion after the 6-digit product number', () => {
    expect(colourDisplayNumber('355646745', '746')).toBe('355646746');
    expect(colourDisplayNumber('355646745', null)).toBe('355646745');
  });
});

describe('changedDisplayNumber', () => {
  // renumberedProduct of the mock: shown as 289192352, formerly 648621352; dimension P100019-1.
  const current = ['P100019-1', '289192352', '289192'];
  it('names the searched old number (stripped) of a renumbered product', () => {
    expect(changedDisplayNumber('648621352', current)).toBe('648621352');
    expect(changedDisplayNumber('648 621-352', current)).toBe('648621352');
    expect(changedDisplayNumber('648.621.352', current)).toBe('648621352');
  });
  it('stays quiet for the current number, the product number and words', () => {
    expect(changedDisplayNumber('289.192.352', current)).toBeNull();
    expect(changedDisplayNumber('289192', current)).toBeNull();
    expect(changedDisplayNumber('2891', current)).toBeNull();
    expect(changedDisplayNumber('kleid', current)).toBeNull();
    expect(changedDisplayNumber('648621352a', current)).toBeNull();
    expect(changedDisplayNumber('', current)).toBeNull();
    expect(changedDisplayNumber(null, current)).toBeNull();
  });
  it('compares with numeric dimension ids as the specification says', () => {
    expect(changedDisplayNumber('123456789', ['123456'])).toBeNull();
    expect(changedDisplayNumber('987654321', ['123456'])).toBe('987654321');
  });
});

describe('searchedOldNumber', () => {
  const dimensions = [
    { id: 'P100019-1', promotion: '352' },
    { id: 'P100019-2', promotion: null },
  ];
  it('is the searched number when it is none of the colours’ current numbers', () => {
    expect(searchedOldNumber('648621999', '355646745', dimensions)).toBe('648621999');
  });
  it('is null for a colour’s current number, the product number, or a search for text', () => {
    expect(searchedOldNumber('355646352', '355646745', dimensions)).toBeNull();
    expect(searchedOldNumber('355646', '355646745', dimensions)).toBeNull();
    expect(searchedOldNumber('kleid', '355646745', dimensions)).toBeNull();
    expect(searchedOldNumber(null, '355646745', dimensions)).toBeNull();
  });
});
