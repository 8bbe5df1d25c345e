import { ADDRESS_RULES } from './address.ts';
import { assertValid, type FieldProblem } from './fields.ts';

/**
 * Throws the form error for the problems, if any: FORM_REQUIRED_FIELDS_MISSING when something
 * required is empty, else the first problem's own code (NEWSLETTER_MIN_AGE, EMAIL_INVALID…), as
 * the contract describes; extensions.fields lists every problem.
 */
export function assertFields(problems: readonly FieldProblem[]): void {
  assertValid(problems);
}

export function requiredProblems(field: string, value: string | null | undefined): FieldProblem[] {
  return (value ?? '').trim() === '' ? [{ field, code: 'FIELD_REQUIRED' }] : [];
}

/** First and last names follow the address rules (letters, a few signs, a minimum length). */
export function nameProblems(
  field: string,
  value: string | null | undefined,
  rule: 'firstName' | 'lastName',
  required = true,
): FieldProblem[] {
  const name = (value ?? '').trim();
  const { pattern, min } = ADDRESS_RULES[rule]!;
  if (name === '') return required ? [{ field, code: 'FIELD_REQUIRED' }] : [];
  if (!pattern.test(name)) return [{ field, code: 'FIELD_INVALID_CHARACTERS' }];
  return name.length < min ? [{ field, code: 'FIELD_MIN_LENGTH', params: { min } }] : [];
}

/** The shop recommends at least 5 characters; the mock enforces only that length. */
export const PASSWORD_MIN_LENGTH = 5;

export function passwordProblems(field: string, value: string | null | undefined): FieldProblem[] {
  const password = value ?? '';
  if (password === '') return [{ field, code: 'FIELD_REQUIRED' }];
  return password.length < PASSWORD_MIN_LENGTH ? [{ field, code: 'FIELD_MIN_LENGTH', params: { min: PASSWORD_MIN_LENGTH } }] : [];
}

/** An address that makes every form submission fail, so FORM_SUBMIT_FAILED and the newsletter failures are reachable without faults. */
export const FAILING_EMAIL = 'fehler@example.com';

export const isFailingEmail = (email: string | null | undefined) => (email ?? '').trim().toLowerCase() === FAILING_EMAIL;
