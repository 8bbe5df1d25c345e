import { describe, expect, it } from 'vitest';
import { addressProblems } from './address.ts';

const valid = {
  gender: 'f',
  firstName: 'Anna-Lena',
  lastName: "O'Brien 2.",
  street: 'Hauptstraße, Hinterhaus',
  houseNumber: '12a',
  additional: 'c/o Müller',
  zipCode: '20095',
  city: 'Frankfurt am Main',
};

describe('address rules', () => {
  it('accepts a valid address', () => {
    expect(addressProblems(valid)).toEqual([]);
  });
  it('requires every field but additional, and a salutation', () => {
    const codes = addressProblems({}).map((p) => `${p.field}:${p.code}`);
    expect(codes).toEqual([
      'gender:SALUTATION_REQUIRED',
      'firstName:FIELD_REQUIRED',
      'lastName:FIELD_REQUIRED',
      'street:FIELD_REQUIRED',
      'houseNumber:FIELD_REQUIRED',
      'city:FIELD_REQUIRED',
      'zipCode:FIELD_REQUIRED',
    ]);
  });
  it('allows letters only in first names, digits too in last names', () => {
    expect(addressProblems({ ...valid, firstName: 'Anna2' })).toEqual([{ field: 'firstName', code: 'FIELD_INVALID_CHARACTERS' }]);
    expect(addressProblems({ ...valid, lastName: 'Meier 3' })).toEqual([]);
  });
  it('allows a comma in streets only', () => {
    expect(addressProblems({ ...valid, city: 'Köln, Süd' })).toEqual([{ field: 'city', code: 'FIELD_INVALID_CHARACTERS' }]);
  });
  it('asks for minimum lengths and at least 3 zip digits', () => {
    expect(addressProblems({ ...valid, firstName: 'A', zipCode: '12' }, 'address.')).toEqual([
      { field: 'address.firstName', code: 'FIELD_MIN_LENGTH', params: { min: 2 } },
      { field: 'address.zipCode', code: 'ZIP_CODE_INVALID', params: { min: 3 } },
    ]);
  });
});
