import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageOf } from '../../src/i18n/languages.ts';

// A shop's texts as a test of another locale reads them: by the message's name, from the message
// catalogue (messages/<language>/<feature>.json), so a French or Czech test names what the shopper
// sees there without writing the translation again.

const messagesDir = join(import.meta.dirname, '..', '..', 'messages');

interface Variant {
  declarations: string[];
  selectors: string[];
  match: Record<string, string>;
}
type Message = string | Variant[];

function tableOf(language: string): Record<string, Message> {
  let files: string[];
  try {
    files = readdirSync(join(messagesDir, language)).filter((name) => name.endsWith('.json'));
  } catch {
    return {};
  }
  return Object.assign({}, ...files.map((name) => JSON.parse(readFileSync(join(messagesDir, language, name), 'utf8')) as object)) as Record<
    string,
    Message
  >;
}

type Params = Record<string, string | number>;

function fill(pattern: string, params: Params): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The variant of a message with selectors that `params` choose (plural categories by the locale's rules). */
function chosen(locale: string, variants: Variant[], params: Params): string {
  const variant = variants[0]!;
  const values: Record<string, string> = {};
  for (const declaration of variant.declarations) {
    const local = /^local (\w+) = (\w+): plural$/.exec(declaration);
    if (local) values[local[1]!] = new Intl.PluralRules(locale).select(Number(params[local[2]!]));
  }
  for (const [match, pattern] of Object.entries(variant.match)) {
    const fits = match.split(',').every((part) => {
      const [name, value] = part.split('=') as [string, string];
      return value === '*' || (values[name] ?? String(params[name])) === value;
    });
    if (fits) return fill(pattern, params);
  }
  throw new Error(`no variant fits ${JSON.stringify(params)}`);
}

/** The texts of a shop's locale: `text('checkoutAsGuest')`, `text('listingItemCount', { count: 2, shown: '2' })`. */
export function shopTexts(locale: string) {
  const language = languageOf(locale);
  const table = { ...(language.includes('-') ? tableOf(language.split('-')[0]!) : {}), ...tableOf(language) };
  return (name: string, params: Params = {}): string => {
    const message = table[name];
    if (message === undefined) throw new Error(`no message ${name} for ${locale}`);
    return typeof message === 'string' ? fill(message, params) : chosen(locale, message, params);
  };
}
