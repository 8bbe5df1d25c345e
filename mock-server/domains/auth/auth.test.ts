import { describe, expect, it } from 'vitest';
import { registrationProblems } from './register.ts';
import { activationToken, parseActivationToken, parseResetToken, resetToken } from './tokens.ts';

const valid = {
  salutation: 'f',
  firstName: 'Greta',
  lastName: 'Vogel',
  email: 'greta.vogel@example.com',
  password: 'Herbst!26',
  dateOfBirth: '1990-04-12',
} as const;

describe('registration rules', () => {
  it('accepts a complete registration', () => {
    expect(registrationProblems(valid)).toEqual([]);
  });
  it('lists every problem', () => {
    const problems = registrationProblems({
      ...valid,
      firstName: '',
      lastName: 'V',
      email: 'greta@',
      password: 'abc',
      dateOfBirth: '1990-02-30',
    });
    expect(problems.map((p) => `${p.field}:${p.code}`)).toEqual([
      'firstName:FIELD_REQUIRED',
      'lastName:FIELD_MIN_LENGTH',
      'email:EMAIL_INVALID',
      'password:FIELD_MIN_LENGTH',
      'dateOfBirth:BIRTHDAY_INVALID',
    ]);
  });
});

describe('e-mail link tokens', () => {
  it('round-trips activation tokens', () => {
    expect(parseActivationToken(activationToken('60000001'))).toBe('60000001');
    expect(parseActivationToken('activate-abc')).toBeNull();
  });
  it('round-trips reset tokens and refuses malformed ones', () => {
    expect(parseResetToken(resetToken('40512873', 3))).toEqual({ customerNumber: '40512873', n: 3 });
    expect(parseResetToken('reset-40512873-0')).toBeNull();
    expect(parseResetToken('reset-40512873')).toBeNull();
  });
});
