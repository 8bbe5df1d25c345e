// The address rules of each country the shops deliver to: postal code, house number, telephone.
// The shop's forms check the same (src/ui/form/countries.ts); this file's test compares the two
// tables, so they cannot drift apart. The API does not know the shop, so it takes every country
// of the table; which of them a shop offers is the shop's choice.

export interface CountryRule {
  /** A postal code as the country writes it. */
  postalCode: RegExp;
  /** Postal codes of digits only: how many (ZIP_CODE_LENGTH with {length}). */
  zipLength?: number;
  /** Postal codes with a space or letters: how one looks (ZIP_CODE_FORMAT with {format}). */
  zipFormat?: string;
  houseNumberRequired: boolean;
  /** Calling code, trunk prefix of national numbers, and how many digits follow it. */
  phone: { callingCode: string; trunk: '0' | ''; digits: readonly [min: number, max: number] };
}

export const COUNTRY_RULES: Readonly<Record<string, CountryRule>> = {
  DE: { postalCode: /^\d{5}$/, zipLength: 5, houseNumberRequired: true, phone: { callingCode: '49', trunk: '0', digits: [5, 13] } },
  AT: { postalCode: /^\d{4}$/, zipLength: 4, houseNumberRequired: true, phone: { callingCode: '43', trunk: '0', digits: [4, 12] } },
  CH: { postalCode: /^\d{4}$/, zipLength: 4, houseNumberRequired: true, phone: { callingCode: '41', trunk: '0', digits: [9, 9] } },
  LI: { postalCode: /^\d{4}$/, zipLength: 4, houseNumberRequired: true, phone: { callingCode: '423', trunk: '', digits: [7, 7] } },
  LU: { postalCode: /^\d{4}$/, zipLength: 4, houseNumberRequired: true, phone: { callingCode: '352', trunk: '', digits: [6, 11] } },
  NL: {
    postalCode: /^[1-9]\d{3} ?[A-Za-z]{2}$/,
    zipFormat: '1234 AB',
    houseNumberRequired: true,
    phone: { callingCode: '31', trunk: '0', digits: [9, 9] },
  },
  CZ: {
    postalCode: /^\d{3} ?\d{2}$/,
    zipFormat: '123 45',
    houseNumberRequired: true,
    phone: { callingCode: '420', trunk: '', digits: [9, 9] },
  },
  SK: {
    postalCode: /^\d{3} ?\d{2}$/,
    zipFormat: '123 45',
    houseNumberRequired: true,
    phone: { callingCode: '421', trunk: '0', digits: [9, 9] },
  },
  SE: {
    postalCode: /^\d{3} ?\d{2}$/,
    zipFormat: '123 45',
    houseNumberRequired: false,
    phone: { callingCode: '46', trunk: '0', digits: [7, 9] },
  },
};

/**
 * Whether a telephone number can be dialled in `country`: national (trunk prefix and its digits)
 * or international (+ or 00, the calling code, the digits without the trunk prefix); spaces,
 * slashes, hyphens, dots and brackets between digits. Another country's international number
 * only needs 8 to 15 digits.
 */
export function phoneValid(country: string, phone: string): boolean {
  const compact = phone.trim().replace(/[\s/().-]/g, '');
  const rule = COUNTRY_RULES[country]?.phone;
  const international = /^(?:\+|00)(\d+)$/.exec(compact)?.[1];
  const anyCountry = international !== undefined && international.length >= 8 && international.length <= 15;
  if (!rule) return anyCountry;
  const [min, max] = rule.digits;
  const national = rule.trunk ? new RegExp(`^0[1-9]\\d{${min - 1},${max - 1}}$`) : new RegExp(`^\\d{${min},${max}}$`);
  if (international === undefined) return national.test(compact);
  return international.startsWith(rule.callingCode) ? national.test(rule.trunk + international.slice(rule.callingCode.length)) : anyCountry;
}
