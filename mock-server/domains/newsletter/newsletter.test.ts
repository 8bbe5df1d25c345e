import { describe, expect, it } from 'vitest';
import { subscribeProblems, updateProblems } from './rules.ts';
import { emailOfToken, newsletterToken, voucherCodeFor } from './subscriptions.ts';

describe('newsletter rules', () => {
  it('needs an e-mail address, a birthday and a salutation', () => {
    expect(subscribeProblems({ email: '' }).map((p) => p.code)).toEqual(['EMAIL_REQUIRED', 'FIELD_REQUIRED', 'SALUTATION_REQUIRED']);
    expect(subscribeProblems({ email: 'lea@example.de', salutation: 'f', birthday: '' })).toEqual([
      { field: 'birthday', code: 'FIELD_REQUIRED' },
    ]);
    expect(subscribeProblems({ email: 'lea@example.de', salutation: 'f', birthday: '1990-06-15' })).toEqual([]);
  });
  it('refuses subscribers under 18', () => {
    expect(subscribeProblems({ email: 'lea@example.de', salutation: 'f', birthday: '2008-11-02' })).toEqual([
      { field: 'birthday', code: 'NEWSLETTER_MIN_AGE', params: { minAge: 18 } },
    ]);
    expect(subscribeProblems({ email: 'lea@example.de', salutation: 'f', birthday: '2008-11-01' })).toEqual([]);
  });
  it('checks changed names', () => {
    expect(updateProblems({ email: 'lea@example.de', firstName: 'L3a' })).toEqual([
      { field: 'firstName', code: 'FIELD_INVALID_CHARACTERS' },
    ]);
    expect(updateProblems({ email: 'lea@example.de' })).toEqual([]);
  });
});

describe('newsletter links and vouchers', () => {
  it('encodes the address in the activation token', () => {
    const token = newsletterToken(' Lea.Sommer@Example.de ');
    expect(token).toMatch(/^nl-[A-Za-z0-9_-]+$/);
    expect(emailOfToken(token)).toBe('lea.sommer@example.de');
    expect(emailOfToken('nonsense')).toBeNull();
  });
  it('gives one voucher code per address', () => {
    expect(voucherCodeFor('lea@example.de')).toMatch(/^NL10-[0-9A-F]{6}$/);
    expect(voucherCodeFor('LEA@example.de')).toBe(voucherCodeFor('lea@example.de'));
  });
});
