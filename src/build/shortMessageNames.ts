import MagicString from 'magic-string';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A message's name is in the browser's scripts twice: where its feature's module exports it and
 * where a component calls it (`texts.productSizeTable()`). Feature-prefixed names are long, so on a
 * product page, whose first load reads some 170 messages, they cost about as many bytes as the
 * texts. The client build writes a short name (`$1f`) for each message instead.
 *
 * Only a name that the browser's code never reads otherwise is shortened: every place it is found
 * in a module other than the catalogue's own must be a call of it as a property (`.name(`), and it
 * must be called so at least once. A name that is also a field of the API's data (Relay's
 * artifacts name it as a string), a key built at runtime (`texts[`order${part}`]`: every name
 * that starts so), a string or a message passed on as a value keeps its name.
 * The hint codes and form messages (features `frame` and `form`) keep theirs: they are the API's
 * codes, read by code.
 *
 * The server's build and the tests keep the names; nothing the server writes into a page names a
 * message.
 */

/** The features whose message names are the shop's own (not the API's codes). */
const KEPT_FEATURES = new Set(['frame', 'form']);

/** The message names of the features whose names can be shortened, from the German files. */
export function messageNames(messagesDir: string): string[] {
  const names: string[] = [];
  for (const file of readdirSync(join(messagesDir, 'de')).sort()) {
    if (!file.endsWith('.json') || KEPT_FEATURES.has(file.slice(0, -'.json'.length))) continue;
    const messages = JSON.parse(readFileSync(join(messagesDir, 'de', file), 'utf8')) as Record<string, unknown>;
    names.push(...Object.keys(messages).filter((name) => !name.startsWith('$')));
  }
  return names;
}

const word = /[A-Za-z_$][\w$]*/g;

// The start of a name built at runtime: `panelsConsent${category}`, 'order' + part.
const builtName = /`([a-z]+[A-Z]?\w*)\$\{|['"`]([a-z]+[A-Z]?\w*)['"`]\s*\+/g;

/**
 * The names among `names` that `code` uses other than by calling them as a property, and those
 * it may build at runtime (every name that starts as a built one does).
 */
export function otherUses(code: string, names: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(word)) {
    if (!names.has(match[0])) continue;
    const before = code[match.index - 1];
    const after = code[match.index + match[0].length];
    if (before !== '.' || after !== '(') found.add(match[0]);
  }
  const prefixes = [...code.matchAll(builtName)].map((match) => match[1] ?? match[2]!);
  for (const name of names) if (prefixes.some((prefix) => name.startsWith(prefix))) found.add(name);
  return [...found];
}

/** The names among `names` that `code` calls as a property. */
export function calls(code: string, names: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(word))
    if (names.has(match[0]) && code[match.index - 1] === '.' && code[match.index + match[0].length] === '(') found.add(match[0]);
  return [...found];
}

/** A short name for each of `names`, given in order: `$0` … `$z`, `$10` … (base 36). */
export function shortNames(names: readonly string[]): Map<string, string> {
  return new Map([...names].sort().map((name, index) => [name, `$${index.toString(36)}`]));
}

/** `code` with every name of `short` written as its short name, and the edit's source map. */
export function shorten(code: string, short: ReadonlyMap<string, string>): MagicString | undefined {
  let edited: MagicString | undefined;
  for (const match of code.matchAll(word)) {
    const name = short.get(match[0]);
    if (name === undefined) continue;
    edited ??= new MagicString(code);
    edited.overwrite(match.index, match.index + match[0].length, name);
  }
  return edited;
}

const catalogueModule = /[\\/]src[\\/]i18n[\\/]__generated__[\\/]/;

/** The client build's plugin: shortens the message names as the module doc says. */
export function shortMessageNames(messagesDir: string): Plugin {
  let names: Set<string>;
  let kept: Set<string>;
  let called: Set<string>;
  let short: Map<string, string> | undefined;
  return {
    name: 'short-message-names',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      names = new Set(messageNames(messagesDir));
      kept = new Set();
      called = new Set();
      short = undefined;
    },
    // After the other plugins' transforms (TypeScript, JSX, Relay): the code the chunks are made of.
    transform: {
      order: 'post',
      handler(code, id) {
        if (catalogueModule.test(id)) return;
        for (const name of otherUses(code, names)) kept.add(name);
        for (const name of calls(code, names)) called.add(name);
      },
    },
    renderChunk(code) {
      short ??= shortNames([...called].filter((name) => !kept.has(name)));
      const edited = shorten(code, short);
      if (!edited) return null;
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
