import * as v from 'valibot';
import { formMessage as message } from '../../shop/formMessages.ts';

// Reusable schema pieces for the shop's forms, with the specification's German messages. They
// mirror the API's own checks, so a form rarely sends what the API would refuse.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const CUSTOMER_NUMBER = /^\d{6,8}$/;

/** The shop recommends at least 5 characters for a new password. */
export const PASSWORD_MIN_LENGTH = 5;

/** Text that must not be empty once trimmed: 'Dies ist ein Pflichtfeld'. */
export const requiredText = (text = message('FIELD_REQUIRED')) => v.pipe(v.string(), v.trim(), v.nonEmpty(text));

/** 'Bitte geben Sie eine E-Mail-Adresse ein' when empty, 'Bitte überprüfen …' when malformed. */
export const email = () => v.pipe(v.string(), v.trim(), v.nonEmpty(message('EMAIL_REQUIRED')), v.regex(EMAIL, message('EMAIL_INVALID')));

/** 6–8 digits; `optional` lets it stay empty (the contact form). */
export const customerNumber = ({ optional = false } = {}) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => optional || value !== '', message('FIELD_REQUIRED')),
    v.check((value) => value === '' || CUSTOMER_NUMBER.test(value), message('CUSTOMER_NUMBER_INVALID')),
  );

/** A password as typed (never trimmed); a new one needs `minLength` characters. */
export const password = ({ minLength = 0 } = {}) =>
  v.pipe(v.string(), v.nonEmpty(message('FIELD_REQUIRED')), v.minLength(minLength, message('FIELD_MIN_LENGTH', { min: minLength })));

/** Salutation codes f, m, d: 'Bitte wählen Sie eine Anrede'. */
export const salutation = () => v.picklist(['f', 'm', 'd'], message('SALUTATION_REQUIRED'));

/** A checkbox that must be ticked (terms, consent). */
export const accepted = (text = message('FIELD_REQUIRED')) => v.literal(true, text);

/** 'YYYY-M-D' as the birthday input writes it, to a real date: 'YYYY-MM-DD', or null. */
export function parseBirthday(value: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900;
  return valid ? date.toISOString().slice(0, 10) : null;
}

/** Full years between an ISO date and `today`. */
export function ageOn(iso: string, today: Date): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const before = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (before ? 1 : 0);
}

interface BirthdayOptions {
  required?: boolean;
  /** People younger than this are refused (the newsletter: 18). */
  minAge?: number;
  /** Message code for too young; its text gets {minAge}. */
  minAgeCode?: 'BIRTHDAY_TOO_YOUNG' | 'NEWSLETTER_MIN_AGE';
  /** The day ages count on; the browser's today by default. */
  today?: () => Date;
}

/** A birthday from the birthday input: a real date, not in the future, old enough; output 'YYYY-MM-DD' or ''. */
export const birthday = ({ required = false, minAge, minAgeCode = 'BIRTHDAY_TOO_YOUNG', today = () => new Date() }: BirthdayOptions = {}) =>
  v.pipe(
    v.string(),
    v.check((value) => !required || value !== '', message('FIELD_REQUIRED')),
    v.check((value) => {
      const iso = value === '' ? '' : parseBirthday(value);
      return iso === '' || (iso !== null && ageOn(iso, today()) >= 0);
    }, message('BIRTHDAY_INVALID')),
    v.check(
      (value) => {
        const iso = value === '' ? null : parseBirthday(value);
        return minAge === undefined || iso === null || ageOn(iso, today()) >= minAge;
      },
      message(minAgeCode, { minAge: minAge ?? '' }),
    ),
    v.transform((value) => (value === '' ? '' : (parseBirthday(value) ?? value))),
  );
