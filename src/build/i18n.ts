// Compiles the message catalogue (messages/<language>/<feature>.json, inlang message format) with
// Paraglide JS into src/i18n/__generated__/<language>/: one Paraglide project per language, so a
// compiled message module holds that language's text only (a project with several locales puts
// all of them in every message). Per feature it writes `<feature>.ts`, the module the feature's door
// (src/i18n/<feature>.ts) loads for a shop: it re-exports that feature's messages and nothing else.
// de-AT and de-CH files hold only the texts that differ from German; the rest is German's.
// Run by `npm run i18n` (part of `npm run gen`, so tests/check-generated.ts finds a stale output).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compileProject } from '@inlang/paraglide-js';
import plugin from '@inlang/plugin-message-format';
import { loadProjectInMemory, newProject } from '@inlang/sdk';
import { BASE_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages.ts';

const root = join(import.meta.dirname, '..', '..');
const messagesDir = join(root, 'messages');
const outDir = join(root, 'src', 'i18n', '__generated__');

type MessageFile = Record<string, unknown>;

const readJson = (path: string): MessageFile => JSON.parse(readFileSync(path, 'utf8')) as MessageFile;

/** The feature names: the files of the base language. */
export function features(): string[] {
  return readdirSync(join(messagesDir, BASE_LANGUAGE))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** A language's messages of a feature; a regional variant (de-CH) over its language's. */
export function messagesOf(language: Language, feature: string): MessageFile {
  const own = (lang: string): MessageFile => {
    try {
      const { $schema: _schema, ...messages } = readJson(join(messagesDir, lang, `${feature}.json`));
      return messages;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
  };
  const base = language.includes('-') ? own(language.split('-')[0]!) : {};
  return { ...base, ...own(language) };
}

// A one-language project has no locale to look up: Paraglide's message functions still ask the
// runtime for it (a statement whose result nothing uses) and would bring its locale detection
// into the browser. Both lines go; what is left depends on nothing but the registry's Intl helpers.
const LOCALE_LOOKUP = /^\texperimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n/m;
const RUNTIME_IMPORT = /^import \{ getLocale, experimentalStaticLocale \} from '\.\.\/runtime\.js';\n/m;

// Without the lookup, the exported function only passes its inputs on to the language's own
// function: the export becomes that function itself (some 20 bytes less per message in the browser).
const PASS_ON =
  /^(export )?const (\w+) = \/\*\* @type \{[^\n]*\} \*\/ \(\(inputs(?: = \{\})?, options = \{\}\) => \{\n\treturn (\w+)\(inputs\)\n\}\);$/m;

/** A compiled message module without its runtime lookup; fails if Paraglide's output changed shape. */
export function withoutLocaleLookup(file: string, code: string): string {
  if (!LOCALE_LOOKUP.test(code) || !RUNTIME_IMPORT.test(code)) throw new Error(`i18n: ${file} no longer has the expected locale lookup`);
  const direct = code.replace(LOCALE_LOOKUP, '').replace(RUNTIME_IMPORT, '');
  if (!PASS_ON.test(direct)) throw new Error(`i18n: ${file} no longer has the expected message function`);
  return direct.replace(
    PASS_ON,
    (_whole, exported: string | undefined, name: string, own: string) => `${exported ?? ''}const ${name} = ${own};`,
  );
}

/** The exported message names of a compiled message module. */
function exportedNames(code: string): string[] {
  const names = [...code.matchAll(/^export const (\w+)/gm)].map((match) => match[1]!);
  for (const match of code.matchAll(/^export \{ \w+ as "(\w+)" \}/gm)) names.push(match[1]!);
  return names;
}

interface CompiledMessage {
  /** The message as a TypeScript function expression: its inputs typed, its body as compiled. */
  code: string;
  /** Whether it calls the registry's Intl helpers. */
  registry: boolean;
}

const INPUTS = /^\/\*\* @typedef \{(.*)\} \w+Inputs \*\/$/m;
const FUNCTION = /^const \w+ = \/\*\* @type \{[^\n]*\} \*\/ \((i?)\) => \{([\s\S]*?)\n\};\n/m;
const CAST = /\/\*\* @type \{LocalizedString\} \*\/ /g;

/**
 * A compiled message module's function, to be written into its feature's module. A feature's
 * module is one object of its messages rather than one export per message module: the browser
 * loads a feature's texts whole either way, and an object's entries compress better than a
 * chunk's declarations and export list (some 4 bytes per message).
 */
export function compiledMessage(file: string, code: string): CompiledMessage {
  const inputs = INPUTS.exec(code);
  const fn = FUNCTION.exec(code);
  if (!inputs || !fn) throw new Error(`i18n: ${file} no longer has the expected message function`);
  const parameter = fn[1] ? `i: ${inputs[1]}` : '';
  const body = selectAsTable(fn[2]!.replace(CAST, '').replace(/\n\t/g, '\n    '));
  return { code: `(${parameter}) => {${body}\n  }`, registry: /^import \* as registry from '\.\.\/registry\.js'$/m.test(code) };
}

const CASE = /^\n {4}if \(i\?\.(\w+) === ("[^"\n]*")\) return \((`[^`$\\]*`)\);/;
const FALLBACK = /^\n {4}return (\("[^"\n]*"\)|\(`[^`$\\]*`\));$/;

/**
 * A message that only chooses its text by the value of one input (a select whose texts have no
 * placeholders) looks its text up in a table of them, instead of comparing the input with every
 * case: some 8 bytes less per case in the browser (the product's attribute names, the footer's
 * links). A value without a case gets the fallback, as before (the table has no prototype).
 */
export function selectAsTable(body: string): string {
  const cases = new Map<string, string>();
  let input: string | undefined;
  let rest = body;
  for (let match = CASE.exec(rest); match; match = CASE.exec(rest)) {
    if ((input !== undefined && match[1] !== input) || cases.has(match[2]!) || match[2] === '"undefined"') return body;
    input = match[1]!;
    cases.set(match[2]!, match[3]!);
    rest = rest.slice(match[0].length);
  }
  const fallback = FALLBACK.exec(rest);
  if (!input || cases.size < 2 || !fallback) return body;
  const table = [...cases].map(([value, text]) => `${value}: ${text}`).join(', ');
  return `\n    return ({ __proto__: null, ${table} } as Record<string, string | null>)[i?.${input} as string] ?? ${fallback[1]};`;
}

async function compileLanguage(language: Language): Promise<Record<string, string>> {
  const project = await loadProjectInMemory({
    blob: await newProject({ settings: { baseLocale: language, locales: [language], modules: [] } }),
    providePlugins: [plugin],
  });
  const byFeature = new Map(features().map((feature) => [feature, messagesOf(language, feature)]));
  const all = Object.assign({}, ...byFeature.values()) as MessageFile;
  await project.importFiles({
    pluginKey: plugin.key,
    files: [{ locale: language, content: new TextEncoder().encode(JSON.stringify(all)) }],
  });
  const compiled = await compileProject({
    project,
    compilerOptions: {
      strategy: ['baseLocale'],
      emitTsDeclarations: true,
      emitGitIgnore: false,
      emitPrettierIgnore: false,
      emitReadme: false,
      includeEslintDisableComment: true,
    },
  });
  await project.close();

  const files: Record<string, string> = {};
  const messageOf = new Map<string, CompiledMessage>();
  for (const [file, code] of Object.entries(compiled)) {
    if (/^messages\/(?!_index\.)[^/]+\.js$/.test(file)) {
      const message = compiledMessage(file, withoutLocaleLookup(file, code));
      for (const name of exportedNames(code)) messageOf.set(name, message);
    } else if (file === 'registry.js' || file === 'registry.d.ts' || file === 'runtime.d.ts') {
      // The registry's Intl helpers (plural, number) are imported by the messages that select or
      // format; their types name the runtime's Locale, whose code is never imported.
      files[file] = code;
    }
  }
  for (const [feature, messages] of byFeature) {
    const entries = Object.keys(messages).map((key) => {
      const message = messageOf.get(key);
      if (!message) throw new Error(`i18n: ${language}/${feature}: ${key} was not compiled`);
      return message;
    });
    const imports = entries.some((message) => message.registry) ? "import * as registry from './registry.js';\n" : '';
    const lines = Object.keys(messages).map((key, index) => `  ${JSON.stringify(key)}: ${entries[index]!.code},`);
    files[`${feature}.ts`] =
      `// Generated by src/build/i18n.ts from messages/*/${feature}.json: do not edit.\n${imports}` +
      `export default {\n${lines.join('\n')}\n};\n`;
  }
  return files;
}

export async function compileCatalogue(): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  for (const language of LANGUAGES) {
    for (const [file, code] of Object.entries(await compileLanguage(language))) {
      const path = join(outDir, language, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, code);
    }
  }
}

if (import.meta.main) await compileCatalogue();
