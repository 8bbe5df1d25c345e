import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ageOn, birthday, customerNumber, email, parseBirthday, password, requiredText, salutation } from './rules.ts';

/** The first message for `value`, or the parsed output when it is valid. */
function check<S extends v.GenericSchema>(schema: S, value: unknown) {
  const result = v.safeParse(schema, value, { lang: 'de-DE' });
  return result.success ? { ok: result.output } : { error: result.issues[0].message };
}

const today = () => new Date(2026, 10, 24);

describe('form rules', () => {
  it('requires text that is more than spaces, and trims it', () => {
    expect(check(requiredText(), '  ')).toEqual({ error: 'Dies ist ein Pflichtfeld' });
    expect(check(requiredText(), ' Anna ')).toEqual({ ok: 'Anna' });
  });

  it('tells an empty e-mail address from a malformed one', () => {
    expect(check(email(), '')).toEqual({ error: 'Bitte geben Sie eine E-Mail-Adresse ein' });
    expect(check(email(), 'anna.becker@beispiel')).toEqual({ error: 'Bitte überprüfen Sie Ihre E-Mail-Adresse' });
    expect(check(email(), ' anna@example.com ')).toEqual({ ok: 'anna@example.com' });
  });

  it('wants 6 to 8 digits for a customer number, or nothing where it is optional', () => {
    expect(check(customerNumber(), '')).toEqual({ error: 'Dies ist ein Pflichtfeld' });
    expect(check(customerNumber(), '12345')).toEqual({ error: 'Die Kundennummer besteht aus 6 - 8 Ziffern' });
    expect(check(customerNumber(), '123456789')).toEqual({ error: 'Die Kundennummer besteht aus 6 - 8 Ziffern' });
    expect(check(customerNumber(), '40512873')).toEqual({ ok: '40512873' });
    expect(check(customerNumber({ optional: true }), '')).toEqual({ ok: '' });
  });

  it('keeps a password as typed and asks a new one for 5 characters', () => {
    expect(check(password(), '')).toEqual({ error: 'Dies ist ein Pflichtfeld' });
    expect(check(password(), ' a ')).toEqual({ ok: ' a ' });
    expect(check(password({ minLength: 5 }), 'abcd')).toEqual({ error: 'Bitte geben Sie mindestens 5 Zeichen ein' });
  });

  it('asks for a salutation', () => {
    expect(check(salutation(), '')).toEqual({ error: 'Bitte wählen Sie eine Anrede' });
    expect(check(salutation(), 'd')).toEqual({ ok: 'd' });
  });

  it('reads birthdays as real dates', () => {
    expect(parseBirthday('2000-2-29')).toBe('2000-02-29');
    expect(parseBirthday('2001-2-29')).toBeNull();
    expect(parseBirthday('1990-13-1')).toBeNull();
    expect(parseBirthday('-5-1')).toBeNull();
    expect(ageOn('2008-11-24', new Date(2026, 10, 24))).toBe(18);
    expect(ageOn('2008-11-25', new Date(2026, 10, 24))).toBe(17);
  });

  it('checks a birthday: valid, not in the future, old enough for the newsletter', () => {
    const newsletter = birthday({ required: true, minAge: 18, minAgeCode: 'NEWSLETTER_MIN_AGE', today });
    expect(check(newsletter, '')).toEqual({ error: 'Dies ist ein Pflichtfeld' });
    expect(check(newsletter, '1990-2-30')).toEqual({ error: 'Bitte geben Sie ein gültiges Datum ein' });
    expect(check(newsletter, '2027-1-1')).toEqual({ error: 'Bitte geben Sie ein gültiges Datum ein' });
    expect(check(newsletter, '2008-11-25')).toEqual({ error: 'Der Newsletter ist erst ab 18 Jahren möglich' });
    expect(check(newsletter, '2008-11-24')).toEqual({ ok: '2008-11-24' });
    expect(check(birthday({ today }), '')).toEqual({ ok: '' });
  });
});
