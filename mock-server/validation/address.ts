import { COUNTRY_RULES } from './countries.ts';
import type { FieldProblem } from './fields.ts';

// The address rules of ordering; the shop's forms check the same (src/ui/form/address.ts).
// Field codes: FIELD_REQUIRED ('This is a required field'), FIELD_MIN_LENGTH ('please enter at
// least {min} characters'), FIELD_INVALID_CHARACTERS, ZIP_CODE_INVALID, SALUTATION_REQUIRED
// ('Please choose a salutation'); a delivery address also ZIP_CODE_LENGTH, ZIP_CODE_FORMAT,
// HOUSE_NUMBER_INVALID and COUNTRY_NOT_DELIVERED.

interface FieldRule {
  /** Allowed characters; \p{L} letters, \p{N} digits. */
  pattern: RegExp;
  min: number;
  required: boolean;
}

// houseNumber, additional and city also allow spaces ('Frankfurt am Main', 'Haus 2'), which the
// specification's character list leaves out but real addresses need.
export const ADDRESS_RULES: Record<string, FieldRule> = {
  firstName: { pattern: /^[\p{L}\-./'& ]+$/u, min: 2, required: true },
  lastName: { pattern: /^[\p{L}\p{N}\-./'& ]+$/u, min: 2, required: true },
  street: { pattern: /^[\p{L}\p{N}\-./'&, ]+$/u, min: 3, required: true },
  houseNumber: { pattern: /^[\p{L}\p{N}\-./':()`^ ]+$/u, min: 1, required: true },
  additional: { pattern: /^[\p{L}\p{N}\-./':()`^ ]+$/u, min: 1, required: false },
  city: { pattern: /^[\p{L}\p{N}\-./':()`^ ]+$/u, min: 2, required: true },
};

export interface AddressFields {
  gender?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  street?: string | null;
  houseNumber?: string | null;
  additional?: string | null;
  zipCode?: string | null;
  city?: string | null;
}

/** Every problem of an address; `prefix` names nested fields (e.g. 'address.'). */
export function addressProblems(address: AddressFields, prefix = ''): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!address.gender) problems.push({ field: `${prefix}gender`, code: 'SALUTATION_REQUIRED' });
  for (const [name, rule] of Object.entries(ADDRESS_RULES)) {
    const value = (address[name as keyof AddressFields] ?? '').trim();
    const field = prefix + name;
    if (value === '') {
      if (rule.required) problems.push({ field, code: 'FIELD_REQUIRED' });
    } else if (!rule.pattern.test(value)) problems.push({ field, code: 'FIELD_INVALID_CHARACTERS' });
    else if (value.length < rule.min) problems.push({ field, code: 'FIELD_MIN_LENGTH', params: { min: rule.min } });
  }
  const zip = (address.zipCode ?? '').trim();
  if (zip === '') problems.push({ field: `${prefix}zipCode`, code: 'FIELD_REQUIRED' });
  else if (!/^\d{3,}$/.test(zip)) problems.push({ field: `${prefix}zipCode`, code: 'ZIP_CODE_INVALID', params: { min: 3 } });
  return problems;
}

/**
 * A delivery address: the address rules, a country of the table (COUNTRY_NOT_DELIVERED) and that
 * country's rules (./countries.ts): its postal code (ZIP_CODE_LENGTH with {length}, or
 * ZIP_CODE_FORMAT with {format} where codes have a space or letters), and a house number with a
 * digit (HOUSE_NUMBER_INVALID), required unless the country's addresses may have none.
 */
export function deliveryAddressProblems(address: AddressFields & { country?: string | null }, prefix = ''): FieldProblem[] {
  const rule = COUNTRY_RULES[(address.country ?? '').trim()];
  const zipField = `${prefix}zipCode`;
  const houseField = `${prefix}houseNumber`;
  // The general rules, except where the country's own take over: postal codes with letters or a
  // space are not 'digits', and a country may have addresses without a house number.
  const problems = addressProblems(address, prefix).filter((problem) => {
    if (problem.field === zipField && problem.code === 'ZIP_CODE_INVALID') return !rule?.zipFormat;
    if (problem.field === houseField && problem.code === 'FIELD_REQUIRED') return rule?.houseNumberRequired !== false;
    return true;
  });
  if (!rule) return [...problems, { field: `${prefix}country`, code: 'COUNTRY_NOT_DELIVERED' }];
  const zip = (address.zipCode ?? '').trim();
  if (!problems.some((p) => p.field === zipField) && !rule.postalCode.test(zip)) {
    problems.push(
      rule.zipFormat
        ? { field: zipField, code: 'ZIP_CODE_FORMAT', params: { format: rule.zipFormat } }
        : { field: zipField, code: 'ZIP_CODE_LENGTH', params: { length: rule.zipLength ?? 0 } },
    );
  }
  const houseNumber = (address.houseNumber ?? '').trim();
  if (!problems.some((p) => p.field === houseField) && houseNumber !== '' && !/\d/.test(houseNumber)) {
    problems.push({ field: houseField, code: 'HOUSE_NUMBER_INVALID' });
  }
  return problems;
}
