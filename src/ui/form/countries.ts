import { formMessage as message } from '../../shop/formMessages.ts';

// Delivery countries and their postal codes, apart from the valibot schemas (address.ts), so
// views that only show a country name load no validation code.

/**
 * The countries the shop delivers to, with their postal codes. The specification only asks for
 * at least 3 digits; each of these countries writes its postal codes as a fixed number of
 * digits, so the form can say exactly what is wrong. The API checks the same.
 */
export const DELIVERY_COUNTRIES = [
  { code: 'DE', name: 'Deutschland', zipLength: 5 },
  { code: 'AT', name: 'Österreich', zipLength: 4 },
  { code: 'CH', name: 'Schweiz', zipLength: 4 },
  { code: 'LI', name: 'Liechtenstein', zipLength: 4 },
  { code: 'LU', name: 'Luxemburg', zipLength: 4 },
] as const;

export type CountryCode = (typeof DELIVERY_COUNTRIES)[number]['code'];

export const isDeliveryCountry = (code: string): code is CountryCode => DELIVERY_COUNTRIES.some((country) => country.code === code);

/** 'Schweiz' for 'CH'; an unknown code as it is. */
export const countryName = (code: string): string => DELIVERY_COUNTRIES.find((country) => country.code === code)?.name ?? code;

/** The country of a shop locale ('de-CH' → 'CH') when the shop delivers there, else Germany. */
export const countryOfLocale = (locale: string): CountryCode => {
  const code = locale.split('-')[1]?.toUpperCase() ?? '';
  return isDeliveryCountry(code) ? code : 'DE';
};

/** What is wrong with a postal code for a country (the required message aside), or null. */
export function zipCodeProblem(country: string, zip: string): string | null {
  const rule = DELIVERY_COUNTRIES.find((c) => c.code === country);
  const value = zip.trim();
  if (value === '') return null;
  // The rule of every country first (at least 3 digits), as the API checks it.
  if (!/^\d{3,}$/.test(value)) return message('ZIP_CODE_INVALID', { min: 3 });
  if (!rule) return null;
  return new RegExp(`^\\d{${rule.zipLength}}$`).test(value) ? null : message('ZIP_CODE_LENGTH', { length: rule.zipLength });
}
