import { messagesOf } from '../../i18n/catalogue.ts';

// The texts of the specification's hint codes, in the shop's language, from the message catalogue
// (messages/<language>/frame.json, compiled by src/build/i18n.ts).

export type MessageCode = keyof ReturnType<typeof messagesOf<'frame'>>;

type Params = Record<string, string | number>;
type Message = (inputs?: Params) => string;

/** Calls a compiled message; a placeholder without a value stays visible ({name}) rather than reading 'undefined'. */
export function render(text: unknown, params: Params): string {
  const inputs = new Proxy(params, {
    get: (target, name) => (typeof name === 'string' && !(name in target) ? `{${name}}` : Reflect.get(target, name)),
  });
  return (text as Message)(inputs);
}

/** Whether a code has a text of its own; every language's table has every code (the browser has its shop's only). */
export function isMessageCode(locale: string, code: string): code is MessageCode {
  return Object.hasOwn(messagesOf('frame', locale), code);
}

/** Fills a template's {placeholders}; an unknown one stays visible rather than inventing a value. */
export function fill(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text for a hint code in the shop's locale, with its placeholders filled; unknown codes get the DEFAULT text. */
export function message(locale: string, code: string, params: Params = {}): string {
  const frame = messagesOf('frame', locale);
  return render(isMessageCode(locale, code) ? frame[code] : frame.DEFAULT, params);
}
