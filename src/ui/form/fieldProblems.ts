import { get, type FieldValues, type Path, type UseFormReturn } from './formControl.tsx';
import { fieldMessage, formMessage as message } from '../../shop/texts/formMessages.ts';

// How the API reports invalid input (schema/personalised.graphql): the error's code is
// FORM_REQUIRED_FIELDS_MISSING or a hint code, and extensions.fields lists every problem as
// { field, code, params }. This module turns that into German messages on the form's fields.

export interface FieldProblem {
  field: string;
  code: string;
  params: Record<string, string | number>;
}

/** Field codes that mean "left empty": FORM_REQUIRED_FIELDS_MISSING already says so. */
const MISSING_CODES = new Set(['FIELD_REQUIRED', 'EMAIL_REQUIRED', 'SALUTATION_REQUIRED']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const paramsOf = (value: unknown): Record<string, string | number> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])),
      )
    : {};

/** The error's code and its field problems; anything else (a network failure, a bug) has neither. */
export function problemsOf(error: unknown): { code: string | null; params: Record<string, string | number>; problems: FieldProblem[] } {
  if (!isRecord(error)) return { code: null, params: {}, problems: [] };
  const extensions = isRecord(error.extensions) ? error.extensions : {};
  const list = Array.isArray(extensions.fields) ? (extensions.fields as unknown[]) : [];
  const problems = list
    .filter(isRecord)
    .flatMap((p) =>
      typeof p.field === 'string' && typeof p.code === 'string' ? [{ field: p.field, code: p.code, params: paramsOf(p.params) }] : [],
    );
  return { code: typeof error.code === 'string' ? error.code : null, params: paramsOf(extensions), problems };
}

export interface MappedProblems {
  /** A message for each field of the form the API complained about. */
  fields: { name: string; message: string }[];
  /** What the shopper must read above the button: problems without a field of the form, or the error itself. */
  formMessage: string | null;
}

/**
 * Maps an API error onto a form. `hasField` says which names the form has; `rename` maps API
 * field names to form names where they differ (e.g. { dateOfBirth: 'birthday' }).
 */
export function mapProblems(
  locale: string,
  error: unknown,
  hasField: (name: string) => boolean,
  rename: Record<string, string> = {},
): MappedProblems {
  const { code, params, problems } = problemsOf(error);
  const fields: MappedProblems['fields'] = [];
  const placedCodes = new Set<string>();
  const unplaced: FieldProblem[] = [];
  for (const problem of problems) {
    const name = rename[problem.field] ?? problem.field;
    if (!hasField(name)) {
      unplaced.push(problem);
    } else if (!fields.some((f) => f.name === name)) {
      fields.push({ name, message: fieldMessage(locale, name, problem.code, problem.params) });
      placedCodes.add(problem.code);
    }
  }
  // The error's own code, unless a field shows that very message already.
  const top = code === null ? message(locale, 'DEFAULT') : placedCodes.has(code) ? null : message(locale, code, params);
  const rest = unplaced
    .filter((p) => !(code === 'FORM_REQUIRED_FIELDS_MISSING' && MISSING_CODES.has(p.code)))
    .map((p) => message(locale, p.code, p.params));
  const parts = [...new Set([top, ...rest].filter((text): text is string => text !== null))];
  return { fields, formMessage: parts.length > 0 ? parts.join(' ') : null };
}

/** The form-level message's place in the form's errors; cleared on every submit. */
export const FORM_MESSAGE = 'root.server';

/**
 * Puts an API error's messages on the form: each field problem on its field (the first one gets
 * focus), the rest as the form message. The values stay as typed.
 */
export function applyFieldProblems<T extends FieldValues>(
  locale: string,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  rename: Record<string, string> = {},
): void {
  const values = form.getValues();
  const { fields, formMessage } = mapProblems(locale, error, (name) => get(values, name) !== undefined, rename);
  fields.forEach(({ name, message: text }, index) =>
    form.setError(name as Path<T>, { type: 'server', message: text }, { shouldFocus: index === 0 }),
  );
  if (formMessage !== null) form.setError(FORM_MESSAGE as `root.${string}`, { type: 'server', message: formMessage });
}
