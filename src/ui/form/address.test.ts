import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { address, addressLine, deliveryAddress, zipCode } from './address.ts';
import { countryOfLocale, zipCodeProblem } from './countries.ts';

const firstMessage = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value, { lang: 'de-DE' }).issues?.[0]?.message ?? null;

describe('address rules', () => {
  it('allows each line its own characters', () => {
    expect(firstMessage(addressLine('firstName'), "Anne-Marie O'Neil")).toBeNull();
    // A first name takes no digits, so its message does not offer them.
    expect(firstMessage(addressLine('firstName'), 'Anna 2')).toBe('Bitte verwenden Sie nur Buchstaben und die erlaubten Sonderzeichen');
    expect(firstMessage(addressLine('lastName'), 'Becker 2')).toBeNull();
    expect(firstMessage(addressLine('lastName'), 'Becker!')).toBe(
      'Bitte verwenden Sie nur Buchstaben, Ziffern und die erlaubten Sonderzeichen',
    );
    expect(firstMessage(addressLine('street'), 'Am Markt, Hof')).toBeNull();
    expect(firstMessage(addressLine('houseNumber'), '12a (Hinterhaus)')).toBeNull();
    expect(firstMessage(addressLine('city'), 'Frankfurt am Main')).toBeNull();
  });

  it('asks for required lines and their minimum length, leaves the additional line optional', () => {
    expect(firstMessage(addressLine('city'), ' ')).toBe('Dies ist ein Pflichtfeld');
    expect(firstMessage(addressLine('street'), 'Am')).toBe('Bitte geben Sie mindestens 3 Zeichen ein');
    expect(firstMessage(addressLine('additional'), '')).toBeNull();
  });

  it('wants at least 3 digits for a zip code', () => {
    expect(firstMessage(zipCode(), '')).toBe('Dies ist ein Pflichtfeld');
    expect(firstMessage(zipCode(), '12')).toBe('Die Postleitzahl besteht aus mindestens 3 Ziffern');
    expect(firstMessage(zipCode(), '8001')).toBeNull();
  });

  it('reads a whole address, trimmed, and names each problem by its field', () => {
    const valid = {
      gender: 'f',
      firstName: ' Anna ',
      lastName: 'Becker',
      street: 'Hauptstraße',
      houseNumber: '5',
      additional: '',
      zipCode: '20095',
      city: 'Hamburg',
    };
    expect(v.parse(address(), valid, { lang: 'de-DE' }).firstName).toBe('Anna');
    const result = v.safeParse(address(), { ...valid, gender: '', city: '' }, { lang: 'de-DE' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['gender', 'Bitte wählen Sie eine Anrede'],
      ['city', 'Dies ist ein Pflichtfeld'],
    ]);
  });
});

describe('delivery address with a country', () => {
  const valid = {
    gender: 'm',
    firstName: 'Lukas',
    lastName: 'Meier',
    street: 'Langstrasse',
    houseNumber: '112',
    additional: '',
    zipCode: '8004',
    city: 'Zürich',
    country: 'CH',
  };
  const problems = (value: unknown) =>
    v
      .safeParse(deliveryAddress({}), value, { abortPipeEarly: true, lang: 'de-DE' })
      .issues?.map((issue) => [v.getDotPath(issue), issue.message]) ?? [];

  it("takes each country's postal codes as that country writes them", () => {
    expect(zipCodeProblem('de-DE', 'DE', '20095')).toBeNull();
    expect(zipCodeProblem('de-DE', 'DE', '2009')).toBe('Die Postleitzahl besteht aus 5 Ziffern');
    expect(zipCodeProblem('de-DE', 'CH', '8004')).toBeNull();
    expect(zipCodeProblem('de-DE', 'CH', '80045')).toBe('Die Postleitzahl besteht aus 4 Ziffern');
    expect(zipCodeProblem('de-DE', 'AT', '1010')).toBeNull();
    expect(zipCodeProblem('de-DE', 'AT', '101')).toBe('Die Postleitzahl besteht aus 4 Ziffern');
    // Fewer than 3 digits, or not digits at all, break the general rule first (as the API says).
    expect(zipCodeProblem('de-DE', 'AT', '10 10')).toBe('Die Postleitzahl besteht aus mindestens 3 Ziffern');
    expect(zipCodeProblem('de-DE', 'DE', '12')).toBe('Die Postleitzahl besteht aus mindestens 3 Ziffern');
    expect(zipCodeProblem('de-DE', 'LU', '1234')).toBeNull();
    // A country the form does not know keeps the general rule of at least 3 digits.
    expect(zipCodeProblem('de-DE', 'XX', '12')).toBe('Die Postleitzahl besteht aus mindestens 3 Ziffern');
    expect(zipCodeProblem('de-DE', 'XX', '123456')).toBeNull();
    expect(zipCodeProblem('de-DE', 'CH', '')).toBeNull();
  });

  it('reads a Swiss address and names a wrong postal code on its field', () => {
    expect(v.parse(deliveryAddress({}), valid, { lang: 'de-DE' })).toMatchObject({ country: 'CH', zipCode: '8004' });
    expect(problems({ ...valid, zipCode: '80045' })).toEqual([['zipCode', 'Die Postleitzahl besteht aus 4 Ziffern']]);
    expect(problems({ ...valid, country: 'DE' })).toEqual([['zipCode', 'Die Postleitzahl besteht aus 5 Ziffern']]);
  });

  it("asks for a postal code and a country it delivers to, beside the other fields' problems", () => {
    expect(problems({ ...valid, zipCode: ' ', city: '' })).toEqual([
      ['zipCode', 'Dies ist ein Pflichtfeld'],
      ['city', 'Dies ist ein Pflichtfeld'],
    ]);
    expect(problems({ ...valid, country: 'FR' })).toEqual([['country', 'Bitte wählen Sie ein Lieferland']]);
    expect(problems({ ...valid, country: 'NL', zipCode: '1234' })).toEqual([
      ['zipCode', 'Bitte geben Sie die Postleitzahl im Format 1234 AB ein'],
    ]);
    expect(problems({ ...valid, firstName: '', zipCode: '123' })).toEqual([
      ['firstName', 'Dies ist ein Pflichtfeld'],
      ['zipCode', 'Die Postleitzahl besteht aus 4 Ziffern'],
    ]);
  });

  it("finds the shop's own country", () => {
    expect(countryOfLocale('de-DE')).toBe('DE');
    expect(countryOfLocale('de-CH')).toBe('CH');
    expect(countryOfLocale('nl-NL')).toBe('NL');
  });
});
