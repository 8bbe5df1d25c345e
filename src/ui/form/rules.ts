import * as v from 'valibot';
import { fieldMessage, formMessage } from '../../shop/texts/formMessages.ts';

// Reusable schema pieces for the shop's forms, with the shop's messages. They mirror the API's own
// checks, so a form rarely sends what the API would refuse.

/** What a rule's message reads of its issue: the language the form parses in (its shop's locale). */
export interface LangIssue {
  lang?: string;
}
/** A rule's message: fixed, or written for the issue's language. */
export type RuleMessage = string | ((issue: LangIssue) => string);

/** The shop's locale of a parse: a form's check gives it as valibot's `lang` (formControl.tsx). */
function localeOf(issue: LangIssue): string {
  if (!issue.lang) throw new Error("a form's rules were checked without the shop's locale (valibot's lang)");
  return issue.lang;
}

/** A form message by its code, in the language of the parse that found the issue. */
export const message =
  (code: string, params?: Record<string, string | number>) =>
  (issue: LangIssue): string =>
    formMessage(localeOf(issue), code, params);

/** A field's message by its code, in the language of the parse (see fieldMessage). */
export const fieldText =
  (field: string, code: string) =>
  (issue: LangIssue): string =>
    fieldMessage(localeOf(issue), field, code);

/** A message that the issue computes itself, for the language of the parse. */
export const withLocale =
  (text: (locale: string, issue: LangIssue & { input: unknown }) => string) =>
  (issue: LangIssue & { input: unknown }): string =>
    text(localeOf(issue), issue);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const CUSTOMER_NUMBER = /^\d{6,8}$/;

/** The shop recommends at least 5 characters for a new password. */
export const PASSWORD_MIN_LENGTH = 5;

/** Text that must not be empty once trimmed: 'Dies ist ein Pflichtfeld'. */
export const requiredText = (text: RuleMessage = message('FIELD_REQUIRED')) => v.pipe(v.string(), v.trim(), v.nonEmpty(text));

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
export const accepted = (text: RuleMessage = message('FIELD_REQUIRED')) => v.literal(true, text);

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
