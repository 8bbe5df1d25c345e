import { describe, expect, it } from 'vitest';
import { compiledMessage, selectAsTable } from './i18n.ts';

// A compiled message module as Paraglide writes it, after its locale lookup is gone.
const module = (inputs: string, parameter: string, body: string, registry = false) =>
  `/* eslint-disable */\n${registry ? "import * as registry from '../registry.js'\n" : ''}\n` +
  `/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */\n\n/** @typedef {${inputs}} X1Inputs */\n\n` +
  `const cs_x1 = /** @type {(inputs: X1Inputs) => LocalizedString} */ (${parameter}) => {${body}\n};\n\n/**\n\n* @param {X1Inputs} inputs\n*/\n` +
  `const x1 = cs_x1;\nexport { x1 as "x" }`;

describe('compiledMessage', () => {
  it('writes a message without inputs as a function without parameters', () => {
    const message = compiledMessage('x1.js', module('{}', '', '\n\treturn /** @type {LocalizedString} */ (`Service`)'));
    expect(message).toEqual({ code: '() => {\n    return (`Service`)\n  }', registry: false });
  });

  it('types the inputs and notes the registry helpers a plural needs', () => {
    const body =
      'const nPlural = registry.plural("cs", i?.n, {});\n\tif (nPlural === "one") return /** @type {LocalizedString} */ (`${i?.n} kus`);\n\treturn /** @type {LocalizedString} */ ("x")';
    const message = compiledMessage('x1.js', module('{ n: NonNullable<unknown> }', 'i', body, true));
    expect(message.registry).toBe(true);
    expect(message.code.startsWith('(i: { n: NonNullable<unknown> }) => {const nPlural = registry.plural("cs", i?.n, {});')).toBe(true);
    expect(message.code).toContain('return (`${i?.n} kus`);');
    expect(message.code).not.toContain('@type');
  });

  it('fails on a module of another shape rather than writing a wrong message', () => {
    expect(() => compiledMessage('x1.js', 'export const x = () => "Service";')).toThrow(
      /x1\.js no longer has the expected message function/,
    );
  });
});

describe('selectAsTable', () => {
  const select =
    '\n    if (i?.link === "faq") return (`Häufige Fragen`);\n    if (i?.link === "terms") return (`AGB`);\n    return ("layoutFooterLink");';
  // The message as it runs in the browser, from its body.
  const run = (body: string) => new Function('i', body.replace(/ as [^)\]]+(?=[)\]])/g, '')) as (i?: { link?: string }) => string;

  it('gives the text of each case, and the fallback for any other value, as the comparisons did', () => {
    const table = selectAsTable(select);
    expect(table).toBe(
      '\n    return ({ __proto__: null, "faq": `Häufige Fragen`, "terms": `AGB` } as Record<string, string | null>)[i?.link as string] ?? ("layoutFooterLink");',
    );
    for (const link of ['faq', 'terms', 'privacy', '__proto__', 'constructor', 'toString', undefined]) {
      expect(run(table)({ link }), String(link)).toBe(run(select)({ link }));
    }
    expect(run(table)()).toBe(run(select)());
  });

  it('leaves other messages as they are: texts with placeholders, plurals, several inputs, a single case', () => {
    const placeholder = '\n    if (i?.a === "x") return (`${i?.n} x`);\n    if (i?.a === "y") return (`y`);\n    return ("m");';
    const plural = '\n    if (nPlural === "one") return (`1`);\n    if (nPlural === "other") return (`n`);\n    return ("m");';
    const two = '\n    if (i?.a === "x") return (`x`);\n    if (i?.b === "y") return (`y`);\n    return ("m");';
    const single = '\n    if (i?.a === "x") return (`x`);\n    return ("m");';
    for (const body of [placeholder, plural, two, single]) expect(selectAsTable(body)).toBe(body);
  });
});
