import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formMessage } from '../../shop/texts/formMessages.ts';
import { deliveryAddress } from './address.ts';
import {
  DELIVERY_COUNTRIES,
  zipCodeValid,
  zipHasLetters,
  countryOfLocale,
  houseNumberRequired,
  phoneProblem,
  phoneValid,
  shopCountries,
  zipCodeProblem,
} from './countries.ts';
import { COUNTRY_EXAMPLES } from './countryExamples.ts';

describe.each(DELIVERY_COUNTRIES.map((rule) => [rule.code, rule] as const))('the address rules of %s', (code, rule) => {
  const examples = COUNTRY_EXAMPLES[code];

  it('takes its postal codes and names what is wrong with others', () => {
    for (const zip of examples.zip.valid) expect(zipCodeProblem('de-DE', code, zip), zip).toBeNull();
    for (const [zip, problem] of examples.zip.invalid) {
      const params = { min: 3, length: 'zipLength' in rule ? rule.zipLength : 0, format: 'zipFormat' in rule ? rule.zipFormat : '' };
      expect(zipCodeProblem('de-DE', code, zip), zip).toBe(formMessage('de-DE', problem, params));
    }
  });

  it('takes its telephone numbers, national and international', () => {
    for (const phone of examples.phone.valid) expect(phoneValid(code, phone), phone).toBe(true);
    for (const phone of examples.phone.invalid) expect(phoneValid(code, phone), phone).toBe(false);
  });

  it('reads a whole address there, the house number as the country has it', () => {
    const address = {
      gender: 'f',
      firstName: 'Eva',
      lastName: 'Novak',
      street: 'Hlavní',
      houseNumber: '1234/5',
      additional: '',
      zipCode: examples.zip.valid[0],
      city: 'Praha',
      country: code,
    };
    const problems = (value: object) =>
      v.safeParse(deliveryAddress({}), value, { lang: 'de-DE' }).issues?.map((issue) => [v.getDotPath(issue), issue.message]) ?? [];
    expect(problems(address)).toEqual([]);
    expect(problems({ ...address, houseNumber: 'Hinterhaus' })).toEqual([['houseNumber', 'Die Hausnummer enthält mindestens eine Ziffer']]);
    expect(problems({ ...address, houseNumber: '' })).toEqual(
      rule.houseNumberRequired ? [['houseNumber', 'Dies ist ein Pflichtfeld']] : [],
    );
    expect(houseNumberRequired(code)).toBe(rule.houseNumberRequired);
  });
});

describe('countries of a shop', () => {
  it("finds the shop's own country for each locale", () => {
    expect(countryOfLocale('de-DE')).toBe('DE');
    expect(countryOfLocale('de-CH')).toBe('CH');
    expect(countryOfLocale('fr-CH')).toBe('CH');
    expect(countryOfLocale('nl-NL')).toBe('NL');
    expect(countryOfLocale('cs-CZ')).toBe('CZ');
    expect(countryOfLocale('sv-SE')).toBe('SE');
    expect(countryOfLocale('sk-SK')).toBe('SK');
    expect(countryOfLocale('en')).toBe('DE');
  });

  it("lists the shop's own country first, then its family's others in the table's order", () => {
    expect(shopCountries('cs-CZ', ['DE', 'AT', 'CH', 'LI', 'LU', 'NL', 'CZ', 'SK', 'SE'])).toEqual([
      'CZ',
      'DE',
      'AT',
      'CH',
      'LI',
      'LU',
      'NL',
      'SK',
      'SE',
    ]);
    expect(shopCountries('de-DE', ['LU', 'DE', 'AT'])).toEqual(['DE', 'AT', 'LU']);
    expect(shopCountries('fr-CH', ['CH', 'LI'])).toEqual(['CH', 'LI']);
  });

  it('tells postal codes with letters (the phone then shows its full keyboard)', () => {
    expect(DELIVERY_COUNTRIES.filter((country) => zipHasLetters(country.code)).map((country) => country.code)).toEqual(['NL']);
    expect(zipCodeValid('NL', ' 1012 AB ')).toBe(true);
    expect(zipCodeValid('SE', '11122')).toBe(true);
    expect(zipCodeValid('SE', '1112')).toBe(false);
    expect(zipCodeValid('FR', '75001')).toBe(true);
  });

  it('checks a telephone number only when one is given, with the existing German text', () => {
    expect(phoneProblem('de-DE', 'DE', '')).toBeNull();
    expect(phoneProblem('de-DE', 'DE', '12')).toBe('Bitte überprüfen Sie Ihre Telefonnummer');
    // A country without rules takes any international number of 8 to 15 digits.
    expect(phoneValid('FR', '+33 1 23 45 67 89')).toBe(true);
    expect(phoneValid('FR', '01 23 45 67 89')).toBe(false);
  });
});
