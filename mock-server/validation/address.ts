import type { FieldProblem } from './fields.ts';

// The address rules of ordering; the shop's forms check the same (src/ui/form/address.ts).
// Field codes: FIELD_REQUIRED ('This is a required field'), FIELD_MIN_LENGTH ('please enter at
// least {min} characters'), FIELD_INVALID_CHARACTERS, ZIP_CODE_INVALID, SALUTATION_REQUIRED
// ('Please choose a salutation').

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

/** Postal-code length of each country the shop delivers to. */
export const DELIVERY_ZIP_LENGTH: Readonly<Record<string, number>> = { DE: 5, AT: 4, CH: 4, LI: 4, LU: 4 };

/**
 * A delivery address: the address rules, a country the shop delivers to (COUNTRY_NOT_DELIVERED)
 * and a postal code as that country writes it (ZIP_CODE_LENGTH with {length}).
 */
export function deliveryAddressProblems(address: AddressFields & { country?: string | null }, prefix = ''): FieldProblem[] {
  const problems = addressProblems(address, prefix);
  const country = (address.country ?? '').trim();
  const length = DELIVERY_ZIP_LENGTH[country];
  if (length === undefined) return [...problems, { field: `${prefix}country`, code: 'COUNTRY_NOT_DELIVERED' }];
  const field = `${prefix}zipCode`;
  const zip = (address.zipCode ?? '').trim();
  const zipChecked = problems.some((p) => p.field === field);
  if (!zipChecked && !new RegExp(`^\\d{${length}}$`).test(zip)) problems.push({ field, code: 'ZIP_CODE_LENGTH', params: { length } });
  return problems;
}
