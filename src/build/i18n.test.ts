import { describe, expect, it } from 'vitest';
import { compiledMessage } from './i18n.ts';

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
