import { graphqlError } from '../graphql/errors.ts';

/** One problem with one input field; `code` is a field hint code, `params` fills its text. */
export interface FieldProblem {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

/** Field codes that mean "left empty". */
const MISSING_CODES = new Set(['FIELD_REQUIRED', 'EMAIL_REQUIRED', 'SALUTATION_REQUIRED']);

/**
 * The error a form mutation answers invalid input with: FORM_REQUIRED_FIELDS_MISSING when a
 * required field is empty, else `fallbackCode` or the first field's code; every problem listed
 * in extensions.fields.
 */
export function formError(problems: readonly FieldProblem[], fallbackCode?: string): Error {
  const missing = problems.some((p) => MISSING_CODES.has(p.code));
  const code = missing ? 'FORM_REQUIRED_FIELDS_MISSING' : (fallbackCode ?? problems[0]?.code ?? 'FORM_SUBMIT_FAILED');
  return graphqlError('The input has invalid fields', {
    code,
    fields: problems.map((p) => ({ field: p.field, code: p.code, params: p.params ?? {} })),
  });
}

/** Throws formError when there are problems. */
export function assertValid(problems: readonly FieldProblem[], fallbackCode?: string): void {
  if (problems.length > 0) throw formError(problems, fallbackCode);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** 'Please enter an e-mail address' (EMAIL_REQUIRED) / 'Please check your e-mail address' (EMAIL_INVALID). */
export function emailProblems(field: string, value: string | null | undefined): FieldProblem[] {
  const email = (value ?? '').trim();
  if (email === '') return [{ field, code: 'EMAIL_REQUIRED' }];
  return EMAIL.test(email) ? [] : [{ field, code: 'EMAIL_INVALID' }];
}

/** Customer numbers have 6–8 digits (CUSTOMER_NUMBER_INVALID). Empty is allowed where optional. */
export function customerNumberProblems(field: string, value: string | null | undefined): FieldProblem[] {
  const number = (value ?? '').trim();
  return number === '' || /^\d{6,8}$/.test(number) ? [] : [{ field, code: 'CUSTOMER_NUMBER_INVALID' }];
}

/**
 * A birthday 'YYYY-MM-DD' that is a real date (BIRTHDAY_INVALID); with `minAge`, younger people
 * get `minAgeCode`. Ages count against `today` (the mock's fixed "now" in tests).
 */
export function birthdayProblems(
  field: string,
  value: string | null | undefined,
  options: { minAge?: number; minAgeCode?: string; today: Date },
): FieldProblem[] {
  if (!value) return [];
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== value || date > options.today) {
    return [{ field, code: 'BIRTHDAY_INVALID' }];
  }
  if (options.minAge !== undefined) {
    const adult = new Date(date);
    adult.setUTCFullYear(adult.getUTCFullYear() + options.minAge);
    if (adult > options.today) return [{ field, code: options.minAgeCode ?? 'BIRTHDAY_TOO_YOUNG', params: { minAge: options.minAge } }];
  }
  return [];
}
