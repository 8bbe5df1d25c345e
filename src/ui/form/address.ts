import * as v from 'valibot';
import { formMessage as message } from '../../shop/formMessages.ts';
import { DELIVERY_COUNTRIES, zipCodeProblem } from './countries.ts';
import { requiredText, salutation } from './rules.ts';

// The address rules of the ordering specification (section 5), as the API checks them:
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
    v.check((value) => value === '' || pattern.test(value), message('FIELD_INVALID_CHARACTERS')),
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

/** One of the delivery countries: 'Bitte wählen Sie ein Lieferland'. */
export const country = () =>
  v.picklist(
    DELIVERY_COUNTRIES.map((c) => c.code),
    message('COUNTRY_REQUIRED'),
  );

/** The fields of a delivery address with its country; check the postal code with zipCodeFitsCountry. */
export const deliveryAddressEntries = () => ({
  ...address().entries,
  zipCode: requiredText(),
  country: country(),
});

interface ZipAndCountry {
  country: string;
  zipCode: string;
}

/**
 * The postal code's rule of the chosen country, as a message on the zipCode field. It runs while
 * other fields still have problems, so every message shows at once; not when the code or the
 * country has its own problem already.
 */
export const zipCodeFitsCountry = <T extends ZipAndCountry>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const value = dataset.value as Partial<ZipAndCountry>;
    if (typeof value.country !== 'string' || typeof value.zipCode !== 'string') return;
    const ownProblem = dataset.issues?.some((issue) => issue.path?.[0]?.key === 'zipCode' || issue.path?.[0]?.key === 'country');
    const problem = ownProblem ? null : zipCodeProblem(value.country, value.zipCode);
    if (problem !== null) {
      addIssue({ message: problem, path: [{ type: 'object', origin: 'value', input: dataset.value as Record<string, unknown>, key: 'zipCode', value: value.zipCode }] });
    }
  });

/** A delivery address with salutation and country; the postal code as the country writes it. */
export const deliveryAddress = () => v.pipe(v.object(deliveryAddressEntries()), zipCodeFitsCountry());
