import { describe, expect, it } from 'vitest';
import { assertFields } from '../../validation/problems.ts';
import { catalogueRequestProblems, contactProblems } from './rules.ts';

const contact = {
  reasonId: 'reason-delivery',
  firstName: 'Paul',
  lastName: 'Wagner',
  email: 'paul.wagner@example.de',
  message: 'Wo bleibt mein Paket?',
};
const address = {
  gender: 'm',
  firstName: 'Paul',
  lastName: 'Wagner',
  street: 'Gartenweg',
  houseNumber: '5',
  zipCode: '90402',
  city: 'Nürnberg',
} as const;

const codeOf = (problems: Parameters<typeof assertFields>[0]) => {
  try {
    assertFields(problems);
    return null;
  } catch (error) {
    return (error as { extensions: { code: string } }).extensions.code;
  }
};

describe('contact form rules', () => {
  it('accepts a complete request', () => {
    expect(contactProblems(contact)).toEqual([]);
  });
  it('wants a known reason, a 6–8 digit customer number and the required fields', () => {
    const problems = contactProblems({ ...contact, reasonId: 'lottery', customerNumber: '12345', message: ' ' });
    expect(problems.map((p) => `${p.field}:${p.code}`)).toEqual([
      'reasonId:FIELD_REQUIRED',
      'customerNumber:CUSTOMER_NUMBER_INVALID',
      'message:FIELD_REQUIRED',
    ]);
  });
});

describe('catalogue request rules', () => {
  it('needs a known catalogue and a valid address', () => {
    expect(catalogueRequestProblems({ catalogueIds: ['mode-hw26'], address })).toEqual([]);
    expect(catalogueRequestProblems({ catalogueIds: ['XX'], address }).map((p) => p.code)).toEqual(['NO_CATALOG_SELECTED']);
    expect(
      catalogueRequestProblems({ catalogueIds: ['mode-hw26'], address: { ...address, zipCode: '12', email: 'x@' } }).map((p) => p.field),
    ).toEqual(['address.zipCode', 'address.email']);
  });
});

describe('form error codes', () => {
  it('say FORM_REQUIRED_FIELDS_MISSING when anything required is empty, else the first field code', () => {
    expect(codeOf([])).toBeNull();
    expect(
      codeOf([
        { field: 'a', code: 'EMAIL_INVALID' },
        { field: 'b', code: 'EMAIL_REQUIRED' },
      ]),
    ).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(codeOf([{ field: 'g', code: 'SALUTATION_REQUIRED' }])).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(
      codeOf([
        { field: 'c', code: 'NO_CATALOG_SELECTED' },
        { field: 'z', code: 'ZIP_CODE_INVALID' },
      ]),
    ).toBe('NO_CATALOG_SELECTED');
  });
});
