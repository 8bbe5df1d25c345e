import { formMessage } from '../../shop/texts/formMessages.ts';
import { FORM_MESSAGE, problemsOf } from '../../ui/form/fieldProblems.ts';

/**
 * What a form shows when a call fails: the API's field problems as they are, anything else (the
 * form's own failure code, a timeout, a server error) as the form's failure message, e.g.
 * FORM_SUBMIT_FAILED, so the shopper reads what failed instead of the general text.
 */
export function asFormFailure(error: unknown, failure: string, params: Record<string, string | number> = {}): unknown {
  if (problemsOf(error).problems.length > 0) return error;
  return { code: failure, extensions: params };
}

const REQUIRED_CODES = ['FIELD_REQUIRED', 'EMAIL_REQUIRED', 'SALUTATION_REQUIRED'];

/** Whether a form's own check found a required field left empty (anywhere in nested errors), its messages in `locale`. */
export function missingRequired(locale: string, errors: unknown): boolean {
  const texts = new Set(REQUIRED_CODES.map((code) => formMessage(locale, code)));
  const missing = (found: unknown): boolean => {
    if (typeof found !== 'object' || found === null) return false;
    const { message, ref: _ref, ...nested } = found as { message?: unknown; ref?: unknown };
    if (typeof message === 'string' && texts.has(message)) return true;
    return Object.values(nested).some(missing);
  };
  return missing(errors);
}

/**
 * For Form's onInvalid: 'Bitte füllen Sie alle Pflichtfelder aus.' above the button when a
 * required field is empty (FORM_REQUIRED_FIELDS_MISSING, as the API would answer).
 */
export function requiredFieldsNotice(
  locale: string,
  form: { setError: (name: `root.${string}`, error: { type: string; message: string }) => void },
) {
  return (errors: unknown) => {
    if (missingRequired(locale, errors))
      form.setError(FORM_MESSAGE as `root.${string}`, { type: 'client', message: formMessage(locale, 'FORM_REQUIRED_FIELDS_MISSING') });
  };
}
