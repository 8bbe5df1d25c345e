import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_CODES, MESSAGE_CODES, operationNames, rootFieldNames } from './options.ts';

/** Upper-case words of the schema's descriptions and the mock's sources (tests and the console aside). */
function codesOfContractAndMock(): Set<string> {
  const mock = join(import.meta.dirname, '..');
  const schema = join(mock, '../schema');
  const files = [
    ...(readdirSync(mock, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('console') && !f.includes('__generated__'))
      .map((f) => join(mock, f)),
    ...readdirSync(schema)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => join(schema, f)),
  ];
  const codes = new Set<string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) codes.add(match[0]);
  return codes;
}

describe('fault form options', () => {
  it('offers only message codes the contract and the mock know', () => {
    const known = codesOfContractAndMock();
    expect(MESSAGE_CODES.filter((code) => !known.has(code))).toEqual([]);
  });

  it('offers the call-handling codes of every HTTP status a fault can send', () => {
    expect(CALL_CODES).toEqual(
      expect.arrayContaining(['BAD_REQUEST', 'UNAUTHENTICATED', 'REQUEST_TIMEOUT', 'BAD_GATEWAY', 'SERVICE_UNAVAILABLE']),
    );
  });

  it('lists the root fields of the shop, personalised and content schemas', () => {
    const fields = rootFieldNames();
    expect(fields).toEqual(expect.arrayContaining(['productById', 'basket', 'addToBasket', 'login', 'pageCollection']));
    expect(fields).toEqual([...fields].sort());
  });

  it('names the operations of persisted queries, once each', () => {
    const persisted = {
      shop: { a: 'query ProductPageQuery($id: ID!) {\n  x\n}', b: 'mutation useLoginMutation { y }', c: 'fragment F on T { z }' },
      content: { d: '  query HomePageContentQuery { p }', e: 'query ProductPageQuery { x }' },
    };
    expect(operationNames(persisted)).toEqual(['HomePageContentQuery', 'ProductPageQuery', 'useLoginMutation']);
    expect(operationNames()).toEqual([]);
  });
});
