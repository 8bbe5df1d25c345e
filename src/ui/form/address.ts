import * as v from 'valibot';
import { DELIVERY_COUNTRIES, houseNumberValid, zipCodeProblem, zipCodeValid } from './countries.ts';
import { fieldText, message, salutation, withLocale } from './rules.ts';

// The address rules of ordering, as the API checks them (mock-server/validation/address.ts):
// allowed characters, a minimum length, and which fields are required.

interface Rule {
  pattern: RegExp;
  min: number;
  required: boolean;
}

// House number, additional line and city also take spaces ('Frankfurt am Main', 'Haus 2'),
// which real addresses need and the API accepts.
const RULES = {
  firstName: { pattern: /^[\p{L}\-./'& ]+$/u, min: 2, required: true },
  lastName: { pattern: /^[\p{L}\p{N}\-./'& ]+$/u, min: 2, required: true },
  street: { pattern: /^[\p{L}\p{N}\-./'&, ]+$/u, min: 3, required: true },
  houseNumber: { pattern: /^[\p{L}\p{N}\-./':()`^ ]+$/u, min: 1, required: true },
  additional: { pattern: /^[\p{L}\p{N}\-./':()`^ ]+$/u, min: 1, required: false },
  city: { pattern: /^[\p{L}\p{N}\-./':()`^ ]+$/u, min: 2, required: true },
} satisfies Record<string, Rule>;

export type AddressLine = keyof typeof RULES;

/** One address line: required message, allowed characters, 'mindestens {min} Zeichen'. */
export const addressLine = (name: AddressLine) => {
  const { pattern, min, required } = RULES[name] as Rule;
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => !required || value !== '', message('FIELD_REQUIRED')),
    v.check((value) => value === '' || pattern.test(value), fieldText(name, 'FIELD_INVALID_CHARACTERS')),
    v.check((value) => value === '' || value.length >= min, message('FIELD_MIN_LENGTH', { min })),
  );
};

/** At least 3 digits. */
export const zipCode = () =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message('FIELD_REQUIRED')), v.regex(/^\d{3,}$/, message('ZIP_CODE_INVALID', { min: 3 })));

/** A whole address with salutation (gender f, m, d), as the checkout and the catalogue order ask it. */
export const address = () =>
  v.object({
    gender: salutation(),
    firstName: addressLine('firstName'),
    lastName: addressLine('lastName'),
    street: addressLine('street'),
    houseNumber: addressLine('houseNumber'),
    additional: addressLine('additional'),
    zipCode: zipCode(),
    city: addressLine('city'),
  });

/** A postal code as `country` writes it: required, then its digits or its form ('1234 AB'). */
export const zipCodeIn = (country: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(message('FIELD_REQUIRED')),
    v.check(
      // The rule itself needs no language; its message is the shop's.
      (value) => zipCodeValid(country, value),
      withLocale((locale, issue) => zipCodeProblem(locale, country, String(issue.input)) ?? ''),
    ),
  );

/** A house number: the address line's rules, required where `required`, and at least one digit. */
export const houseNumberIn = (required: boolean) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => !required || value !== '', message('FIELD_REQUIRED')),
    v.check((value) => value === '' || RULES.houseNumber.pattern.test(value), fieldText('houseNumber', 'FIELD_INVALID_CHARACTERS')),
    v.check(houseNumberValid, message('HOUSE_NUMBER_INVALID')),
  );

/**
 * A delivery address with salutation and country, plus `extra` fields (a guest's e-mail): one
 * variant per delivery country, so the postal code and the house number are checked by that
 * country's rules as field rules of their own (every field's message shows at once). Another
 * country: 'Bitte wählen Sie ein Lieferland'.
 */
export const deliveryAddress = <E extends v.ObjectEntries>(extra: E) =>
  v.variant(
    'country',
    DELIVERY_COUNTRIES.map((country) =>
      v.object({
        ...address().entries,
        ...extra,
        country: v.literal(country.code),
        houseNumber: houseNumberIn(country.houseNumberRequired),
        zipCode: zipCodeIn(country.code),
      }),
    ),
    message('COUNTRY_REQUIRED'),
  );
