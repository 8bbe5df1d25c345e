import { messagesOf } from '../../i18n/catalogue.ts';
import { message, render } from './messages.ts';

// The messages of the shop's forms in the shop's language: field messages (codes of the API's
// `extensions.fields`) and form-level ones (messages/<language>/form.json).

export type FormMessageCode = keyof ReturnType<typeof messagesOf<'form'>>;

type Params = Record<string, string | number>;

// Fields whose allowed characters are letters and a few signs, no digits: telling the shopper
// digits are allowed there would send them round in circles.
const LETTERS_ONLY_FIELDS = new Set(['firstName']);

/** The message for a field's problem: FIELD_INVALID_CHARACTERS names only what that field allows. */
export function fieldMessage(locale: string, field: string, code: string, params: Params = {}): string {
  const name = field.slice(field.lastIndexOf('.') + 1);
  if (code === 'FIELD_INVALID_CHARACTERS' && LETTERS_ONLY_FIELDS.has(name)) return formMessage(locale, 'FIELD_INVALID_LETTERS');
  return formMessage(locale, code, params);
}

/** A form's text for a code: its own messages first, then the shop's catalogue, else DEFAULT. */
export function formMessage(locale: string, code: string, params: Params = {}): string {
  const form = messagesOf('form', locale);
  return Object.hasOwn(form, code) ? render(form[code as FormMessageCode], params) : message(locale, code, params);
}
