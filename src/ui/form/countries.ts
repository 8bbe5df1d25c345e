import { formMessage as message } from '../../shop/texts/formMessages.ts';

// Delivery countries and their address rules, apart from the valibot schemas (address.ts), so
// views that only show a country name load no validation code.

export interface CountryRule {
  code: string;
  /** A postal code as the country writes it; the form and the API take these and nothing else. */
  postalCode: RegExp;
  /** Postal codes of digits only: how many ('Die Postleitzahl besteht aus 5 Ziffern'). */
  zipLength?: number;
  /** Postal codes with a space or letters: how one looks ('1234 AB'), for the message. */
  zipFormat?: string;
  /** Whether every address there has a house number (Swedish addresses in the country often have none). */
  houseNumberRequired: boolean;
}

/**
 * Telephone numbers: the country's calling code, the trunk prefix of national numbers ('0', or
 * none where numbers are dialled as they are) and how many digits follow it.
 */
export interface PhoneRule {
  callingCode: string;
  trunk: '0' | '';
  digits: readonly [min: number, max: number];
}

/**
 * Every country a shop family delivers to (tenants/families), with its rules. Each writes its
 * postal codes in one fixed form, so the form can say exactly what is wrong. The API checks the
 * same (mock-server/validation/countries.ts, whose test compares it with this table).
 */
export const DELIVERY_COUNTRIES = [
  {
    code: 'DE',
    postalCode: /^\d{5}$/,
    zipLength: 5,
    houseNumberRequired: true,
  },
  {
    code: 'AT',
    postalCode: /^\d{4}$/,
    zipLength: 4,
    houseNumberRequired: true,
  },
  {
    code: 'CH',
    postalCode: /^\d{4}$/,
    zipLength: 4,
    houseNumberRequired: true,
  },
  {
    code: 'LI',
    postalCode: /^\d{4}$/,
    zipLength: 4,
    houseNumberRequired: true,
  },
  {
    code: 'LU',
    postalCode: /^\d{4}$/,
    zipLength: 4,
    houseNumberRequired: true,
  },
  // Four digits (no leading 0), a space and two letters; written without the space too.
  {
    code: 'NL',
    postalCode: /^[1-9]\d{3} ?[A-Za-z]{2}$/,
    zipFormat: '1234 AB',
    houseNumberRequired: true,
  },
  // Czechia, Slovakia and Sweden: five digits, written '123 45' (without the space too).
  {
    code: 'CZ',
    postalCode: /^\d{3} ?\d{2}$/,
    zipFormat: '123 45',
    houseNumberRequired: true,
  },
  {
    code: 'SK',
    postalCode: /^\d{3} ?\d{2}$/,
    zipFormat: '123 45',
    houseNumberRequired: true,
  },
  {
    code: 'SE',
    postalCode: /^\d{3} ?\d{2}$/,
    zipFormat: '123 45',
    houseNumberRequired: false,
  },
] as const satisfies readonly CountryRule[];

export type CountryCode = (typeof DELIVERY_COUNTRIES)[number]['code'];

/** Telephone rules of the delivery countries, a table of their own: the address form does not load them. */
export const PHONE_RULES: Readonly<Record<CountryCode, PhoneRule>> = {
  DE: { callingCode: '49', trunk: '0', digits: [5, 13] },
  AT: { callingCode: '43', trunk: '0', digits: [4, 12] },
  CH: { callingCode: '41', trunk: '0', digits: [9, 9] },
  LI: { callingCode: '423', trunk: '', digits: [7, 7] },
  LU: { callingCode: '352', trunk: '', digits: [6, 11] },
  NL: { callingCode: '31', trunk: '0', digits: [9, 9] },
  CZ: { callingCode: '420', trunk: '', digits: [9, 9] },
  SK: { callingCode: '421', trunk: '0', digits: [9, 9] },
  SE: { callingCode: '46', trunk: '0', digits: [7, 9] },
};

export const isDeliveryCountry = (code: string): code is CountryCode => DELIVERY_COUNTRIES.some((country) => country.code === code);

const ruleOf = (code: string): CountryRule | undefined => DELIVERY_COUNTRIES.find((country) => country.code === code);

/** 'Schweiz' for 'CH'; an unknown code as it is. */
/** Whether a postal code is written as `country` writes them (a country not in the table: 3 digits or more, as the API says). */
export const zipCodeValid = (country: string, zip: string): boolean => (ruleOf(country)?.postalCode ?? /^\d{3,}$/).test(zip.trim());

/** Whether `country`'s postal codes have letters ('1234 AB'): the phone's keyboard then is the full one. */
export const zipHasLetters = (country: string): boolean => /[A-Za-z]/.test(ruleOf(country)?.zipFormat ?? '');

/** The country of a shop locale ('de-CH' → 'CH', 'sv-SE' → 'SE') when it is in the table, else Germany. */
export const countryOfLocale = (locale: string): CountryCode => {
  const code = locale.split('-')[1]?.toUpperCase() ?? '';
  return isDeliveryCountry(code) ? code : 'DE';
};

/** A shop's country list: its own country first, then the others its family delivers to, in the table's order. */
export function shopCountries(locale: string, familyCountries: readonly string[]): CountryCode[] {
  const own = countryOfLocale(locale);
  return [own, ...DELIVERY_COUNTRIES.map((country) => country.code).filter((code) => code !== own && familyCountries.includes(code))];
}

/** What is wrong with a postal code for a country (the required message aside), or null; the message in the shop's locale. */
export function zipCodeProblem(locale: string, country: string, zip: string): string | null {
  const rule = ruleOf(country);
  const value = zip.trim();
  if (value === '' || zipCodeValid(country, value)) return null;
  // Digits-only countries, and any other country, say the general rule (at least 3 digits) first, as the API does.
  if (!rule?.zipFormat && !/^\d{3,}$/.test(value)) return message(locale, 'ZIP_CODE_INVALID', { min: 3 });
  if (!rule) return null;
  return rule.zipFormat
    ? message(locale, 'ZIP_CODE_FORMAT', { format: rule.zipFormat })
    : message(locale, 'ZIP_CODE_LENGTH', { length: rule.zipLength ?? 0 });
}

/** Whether a country's addresses always have a house number; unknown countries: yes. */
export const houseNumberRequired = (country: string): boolean => ruleOf(country)?.houseNumberRequired ?? true;

/** What is wrong with a house number (the required message and allowed characters aside), or null: it has a digit. */
export const houseNumberProblem = (locale: string, houseNumber: string): string | null =>
  houseNumberValid(houseNumber) ? null : message(locale, 'HOUSE_NUMBER_INVALID');

/** Whether a house number is empty (the required rule says the rest) or has a digit. */
export const houseNumberValid = (houseNumber: string): boolean => houseNumber.trim() === '' || /\d/.test(houseNumber);

/**
 * Whether a telephone number can be dialled in `country`: national (trunk prefix and its digits)
 * or international (+ or 00, the calling code, the national digits without the trunk prefix).
 * Spaces, slashes, hyphens, dots and brackets are allowed between digits. An international number
 * of another country only needs 8 to 15 digits.
 */
export function phoneValid(country: string, phone: string): boolean {
  const compact = phone.trim().replace(/[\s/().-]/g, '');
  const rule = isDeliveryCountry(country) ? PHONE_RULES[country] : undefined;
  const international = /^(?:\+|00)(\d+)$/.exec(compact)?.[1];
  const anyCountry = international !== undefined && international.length >= 8 && international.length <= 15;
  if (!rule) return anyCountry;
  const [min, max] = rule.digits;
  const national = rule.trunk ? new RegExp(`^0[1-9]\\d{${min - 1},${max - 1}}$`) : new RegExp(`^\\d{${min},${max}}$`);
  if (international === undefined) return national.test(compact);
  return international.startsWith(rule.callingCode) ? national.test(rule.trunk + international.slice(rule.callingCode.length)) : anyCountry;
}

/** What is wrong with a telephone number for a country, or null (an empty one is not checked here). */
export const phoneProblem = (locale: string, country: string, phone: string): string | null =>
  phone.trim() === '' || phoneValid(country, phone) ? null : message(locale, 'PHONE_INVALID');
