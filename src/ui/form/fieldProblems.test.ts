import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../relay/apiError.ts';
import { applyFieldProblems, mapProblems } from './fieldProblems.ts';

/** An error as the network layer builds it from the mock's formError answer. */
const formError = (code: string, fields: { field: string; code: string; params?: Record<string, unknown> }[]) =>
  new ApiError({ operationName: 'test', code, extensions: { code, fields: fields.map((f) => ({ params: {}, ...f })) } });

const has =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe('mapProblems', () => {
  it('puts each problem on its field in German and says that required fields are missing', () => {
    const error = formError('FORM_REQUIRED_FIELDS_MISSING', [
      { field: 'email', code: 'EMAIL_REQUIRED' },
      { field: 'firstName', code: 'FIELD_MIN_LENGTH', params: { min: 2 } },
    ]);
    expect(mapProblems('de-DE', error, has('email', 'firstName'))).toEqual({
      fields: [
        { name: 'email', message: 'Bitte geben Sie eine E-Mail-Adresse ein' },
        { name: 'firstName', message: 'Bitte geben Sie mindestens 2 Zeichen ein' },
      ],
      formMessage: 'Bitte füllen Sie alle Pflichtfelder aus.',
    });
  });

  it('FIELD_INVALID_CHARACTERS on a first name offers no digits; other fields keep them', () => {
    const error = formError('FIELD_INVALID_CHARACTERS', [
      { field: 'address.firstName', code: 'FIELD_INVALID_CHARACTERS' },
      { field: 'address.city', code: 'FIELD_INVALID_CHARACTERS' },
    ]);
    expect(mapProblems('de-DE', error, has('address.firstName', 'address.city'))).toEqual({
      fields: [
        { name: 'address.firstName', message: 'Bitte verwenden Sie nur Buchstaben und die erlaubten Sonderzeichen' },
        { name: 'address.city', message: 'Bitte verwenden Sie nur Buchstaben, Ziffern und die erlaubten Sonderzeichen' },
      ],
      formMessage: null,
    });
  });

  it('shows no second copy of a message a field already shows', () => {
    const error = formError('NEWSLETTER_MIN_AGE', [{ field: 'birthday', code: 'NEWSLETTER_MIN_AGE', params: { minAge: 18 } }]);
    expect(mapProblems('de-DE', error, has('birthday'))).toEqual({
      fields: [{ name: 'birthday', message: 'Der Newsletter ist erst ab 18 Jahren möglich' }],
      formMessage: null,
    });
  });

  it('renames API fields and keeps the first problem of a field', () => {
    const error = formError('BIRTHDAY_INVALID', [
      { field: 'dateOfBirth', code: 'BIRTHDAY_INVALID' },
      { field: 'dateOfBirth', code: 'FIELD_REQUIRED' },
    ]);
    expect(mapProblems('de-DE', error, has('birthday'), { dateOfBirth: 'birthday' }).fields).toEqual([
      { name: 'birthday', message: 'Bitte geben Sie ein gültiges Datum ein' },
    ]);
  });

  it('says problems of fields the form does not have as the form message', () => {
    const error = formError('EMAIL_ALREADY_REGISTERED', [{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }]);
    expect(mapProblems('de-DE', error, has('password'))).toEqual({
      fields: [],
      formMessage: 'Für diese E-Mail-Adresse gibt es bereits ein Kundenkonto',
    });
    const missing = formError('FORM_REQUIRED_FIELDS_MISSING', [{ field: 'deliveryAddress', code: 'FIELD_REQUIRED' }]);
    expect(mapProblems('de-DE', missing, has('email')).formMessage).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
  });

  it('uses the error code for errors without fields, the default text for unknown ones', () => {
    const login = new ApiError({ operationName: 'login', code: 'LOGIN_FAILED', extensions: { code: 'LOGIN_FAILED' } });
    expect(mapProblems('de-DE', login, has()).formMessage).toMatch(/^Die Anmeldung ist fehlgeschlagen/);
    const timeout = new ApiError({ operationName: 'login', code: 'REQUEST_TIMEOUT' });
    expect(mapProblems('de-DE', timeout, has()).formMessage).toMatch(/^Es ist ein unerwarteter Fehler aufgetreten/);
    expect(mapProblems('de-DE', new TypeError('Failed to fetch'), has()).formMessage).toMatch(/^Es ist ein unerwarteter Fehler/);
  });
});

describe('applyFieldProblems', () => {
  it('sets the field errors (focusing the first), finds nested fields, and the form message', () => {
    const setError = vi.fn();
    const form = { setError, getValues: () => ({ address: { city: '', zipCode: '12' }, catalogueIds: [] }) };
    const error = formError('FORM_REQUIRED_FIELDS_MISSING', [
      { field: 'address.city', code: 'FIELD_REQUIRED' },
      { field: 'address.zipCode', code: 'ZIP_CODE_INVALID', params: { min: 3 } },
    ]);
    applyFieldProblems('de-DE', form as never, error);
    expect(setError.mock.calls).toEqual([
      ['address.city', { type: 'server', message: 'Dies ist ein Pflichtfeld' }, { shouldFocus: true }],
      ['address.zipCode', { type: 'server', message: 'Die Postleitzahl besteht aus mindestens 3 Ziffern' }, { shouldFocus: false }],
      ['root.server', { type: 'server', message: 'Bitte füllen Sie alle Pflichtfelder aus.' }],
    ]);
  });
});
