import { describe, expect, it } from 'vitest';
import { addressProblems, deliveryAddressProblems } from './address.ts';

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

describe('delivery address rules', () => {
  const codes = (address: Parameters<typeof deliveryAddressProblems>[0]) =>
    deliveryAddressProblems(address).map((p) => `${p.field}:${p.code}`);

  it('wants the postal code of the country delivered to', () => {
    expect(codes({ ...valid, country: 'DE' })).toEqual([]);
    expect(codes({ ...valid, zipCode: '8004', country: 'CH' })).toEqual([]);
    expect(deliveryAddressProblems({ ...valid, zipCode: '80045', country: 'CH' })).toEqual([
      { field: 'zipCode', code: 'ZIP_CODE_LENGTH', params: { length: 4 } },
    ]);
    expect(codes({ ...valid, zipCode: '1010', country: 'DE' })).toEqual(['zipCode:ZIP_CODE_LENGTH']);
  });

  it('keeps the general postal-code rule first and refuses countries it does not deliver to', () => {
    expect(codes({ ...valid, zipCode: '12', country: 'AT' })).toEqual(['zipCode:ZIP_CODE_INVALID']);
    expect(codes({ ...valid, zipCode: '', country: 'AT' })).toEqual(['zipCode:FIELD_REQUIRED']);
    expect(codes({ ...valid, country: 'FR' })).toEqual(['country:COUNTRY_NOT_DELIVERED']);
  });
});
