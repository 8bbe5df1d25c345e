import { describe, expect, it } from 'vitest';
import { mapProblems } from '../../ui/form/fieldProblems.ts';
import { asFormFailure, missingRequired } from './formFailure.ts';

const fieldError = { code: 'FORM_REQUIRED_FIELDS_MISSING', extensions: { fields: [{ field: 'email', code: 'EMAIL_REQUIRED' }] } };

describe('asFormFailure', () => {
  it('keeps field problems for the fields', () => {
    expect(asFormFailure(fieldError, 'FORM_SUBMIT_FAILED')).toBe(fieldError);
  });
  it('turns every other failure into the form failure code with its placeholders', () => {
    const mapped = mapProblems('de-DE', asFormFailure({ code: 'INTERNAL_SERVER_ERROR' }, 'FORM_SUBMIT_FAILED'), () => true);
    expect(mapped.formMessage).toBe('Leider ist beim Senden ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.');
    const phone = mapProblems(
      'de-DE',
      asFormFailure(new Error('offline'), 'NEWSLETTER_UNSUBSCRIBE_FAILED', { phone: '0800 1' }),
      () => true,
    );
    expect(phone.formMessage).toContain('Telefon: 0800 1');
  });
});

describe('missingRequired', () => {
  it('finds an empty required field, also nested (address lines)', () => {
    expect(missingRequired('de-DE', { email: { message: 'Bitte geben Sie eine E-Mail-Adresse ein', ref: {} } })).toBe(true);
    expect(missingRequired('de-DE', { address: { city: { message: 'Dies ist ein Pflichtfeld' } } })).toBe(true);
    expect(missingRequired('de-DE', { address: { gender: { message: 'Bitte wählen Sie eine Anrede' } } })).toBe(true);
  });
  it('is false for other problems', () => {
    expect(missingRequired('de-DE', { customerNumber: { message: 'Die Kundennummer besteht aus 6 - 8 Ziffern' } })).toBe(false);
    expect(missingRequired('de-DE', {})).toBe(false);
  });
});
