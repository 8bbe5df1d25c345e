import { describe, expect, it } from 'vitest';
import { birthdayProblems, customerNumberProblems, emailProblems, formError } from './fields.ts';

const today = new Date('2026-11-01T10:00:00Z');

describe('field rules', () => {
  it('checks e-mail addresses', () => {
    expect(emailProblems('email', '')).toEqual([{ field: 'email', code: 'EMAIL_REQUIRED' }]);
    expect(emailProblems('email', 'anna@beispiel')).toEqual([{ field: 'email', code: 'EMAIL_INVALID' }]);
    expect(emailProblems('email', 'anna@beispiel.de')).toEqual([]);
  });
  it('wants 6–8 digit customer numbers', () => {
    expect(customerNumberProblems('n', '12345')).toHaveLength(1);
    expect(customerNumberProblems('n', '123456')).toEqual([]);
    expect(customerNumberProblems('n', '123456789')).toHaveLength(1);
    expect(customerNumberProblems('n', '')).toEqual([]);
  });
  it('checks birthdays and a minimum age', () => {
    expect(birthdayProblems('b', '2001-02-30', { today })).toEqual([{ field: 'b', code: 'BIRTHDAY_INVALID' }]);
    expect(birthdayProblems('b', '2008-11-01', { today, minAge: 18, minAgeCode: 'NEWSLETTER_MIN_AGE' })).toEqual([]);
    expect(birthdayProblems('b', '2008-11-02', { today, minAge: 18, minAgeCode: 'NEWSLETTER_MIN_AGE' })).toEqual([
      { field: 'b', code: 'NEWSLETTER_MIN_AGE', params: { minAge: 18 } },
    ]);
  });
  it('reports missing required fields first', () => {
    const error = formError([
      { field: 'a', code: 'EMAIL_INVALID' },
      { field: 'b', code: 'FIELD_REQUIRED' },
    ]) as Error & {
      extensions: { code: string; fields: unknown[] };
    };
    expect(error.extensions.code).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(error.extensions.fields).toHaveLength(2);
  });
});
