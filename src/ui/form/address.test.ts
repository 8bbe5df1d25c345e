import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { address, addressLine, zipCode } from './address.ts';

const firstMessage = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.[0]?.message ?? null;

describe('address rules', () => {
  it('allows each line its own characters', () => {
    expect(firstMessage(addressLine('firstName'), "Anne-Marie O'Neil")).toBeNull();
    expect(firstMessage(addressLine('firstName'), 'Anna 2')).toBe('Bitte verwenden Sie nur Buchstaben, Ziffern und die erlaubten Sonderzeichen');
    expect(firstMessage(addressLine('lastName'), 'Becker 2')).toBeNull();
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
    const valid = { gender: 'f', firstName: ' Anna ', lastName: 'Becker', street: 'Hauptstraße', houseNumber: '5', additional: '', zipCode: '20095', city: 'Hamburg' };
    expect(v.parse(address(), valid).firstName).toBe('Anna');
    const result = v.safeParse(address(), { ...valid, gender: '', city: '' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['gender', 'Bitte wählen Sie eine Anrede'],
      ['city', 'Dies ist ein Pflichtfeld'],
    ]);
  });
});
