import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { faultHeader } from '../../mock-server/faults/format.ts';
import { ContractPageQueryDocument } from './__generated__/content/graphql.ts';
import { ContractProductQueryDocument, ContractPriceAndNameQueryDocument } from './__generated__/shop/graphql.ts';
import { BASE, CONTENT_TOKEN, errorCode, get, newVisitor, post, requestLog, server, sha256 } from './support.ts';

const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

describe('routing', () => {
  it('claims only the mock paths', () => {
    for (const path of ['/graphql', '/content/graphql', '/images/abc', '/mock/requests']) expect(server.handles(path)).toBe(true);
    for (const path of ['/', '/p/P100001', '/graphql/x', '/imagesx', '/damen-mode']) expect(server.handles(path)).toBe(false);
  });
});

describe('automatic persisted queries', () => {
  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, and serves it after a POST with the text', async () => {
    const visitor = newVisitor();
    const query = `${print(ContractPriceAndNameQueryDocument)}\n# ${visitor}`; // a hash no other test registers
    const hash = await sha256(query);
    const variables = { id: KNOWN.saleProduct };

    const unknown = await get({ operationName: 'ContractPriceAndNameQuery', variables, extensions: persisted(hash) }, { visitor });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown.body)).toBe('PERSISTED_QUERY_NOT_FOUND');

    const register = await server.fetch(
      new Request(`${BASE}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables, extensions: persisted(hash) }),
      }),
    );
    expect(register.status).toBe(200);

    const known = await get<{ productPriceAndNameById: { id: string } }>({ variables, extensions: persisted(hash) }, { visitor });
    expect(known.status).toBe(200);
    expect(known.body.data?.productPriceAndNameById.id).toBe(KNOWN.saleProduct);

    // The log names the operation from the operationName parameter, or from the stored text.
    const log = await requestLog(visitor);
    expect(log.map((e) => [e.method, e.operationName, e.status])).toEqual([
      ['GET', 'ContractPriceAndNameQuery', 404],
      ['GET', 'ContractPriceAndNameQuery', 200],
    ]);
  });

  it('refuses a hash that does not match the text', async () => {
    const { status, body } = await post(ContractProductQueryDocument, { id: KNOWN.saleProduct }, {}, persisted('0'.repeat(64)));
    expect(status).toBe(400);
    expect(errorCode(body)).toBe('PERSISTED_QUERY_MISMATCH');
  });

  it('lets faults match hash-only GETs by operation name', async () => {
    const query = print(ContractProductQueryDocument);
    const hash = await sha256(query);
    await post(ContractProductQueryDocument, { id: KNOWN.saleProduct }, {}, persisted(hash));
    const visitor = newVisitor();
    const faulted = await get(
      { variables: { id: KNOWN.saleProduct }, extensions: persisted(hash) },
      { visitor, headers: faultHeader('ContractProductQuery=http:502') },
    );
    expect(faulted.status).toBe(502);
    expect(errorCode(faulted.body)).toBe('BAD_GATEWAY');
  });

  it('works on the content endpoint with its own store', async () => {
    const query = print(ContractPageQueryDocument);
    const hash = await sha256(query);
    const options = { path: '/content/graphql' as const, headers: { authorization: `Bearer ${CONTENT_TOKEN}` } };
    await post(ContractPageQueryDocument, { slug: 'faqs' }, options, persisted(hash));
    const known = await get<{ pageCollection: { total: number } }>({ variables: { slug: 'faqs' }, extensions: persisted(hash) }, options);
    expect(known.body.data?.pageCollection.total).toBe(1);
  });
});

describe('request log', () => {
  it('records every GraphQL request of the visitor in order, and can be cleared', async () => {
    const visitor = newVisitor();
    await post(ContractProductQueryDocument, { id: KNOWN.availableProduct }, { visitor });
    await post(ContractProductQueryDocument, { id: KNOWN.availableProduct }, { visitor, headers: faultHeader('productById=http:408') });
    const log = await requestLog(visitor);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ operationName: 'ContractProductQuery', method: 'POST', status: 200 });
    expect(log[0]).not.toHaveProperty('code');
    expect(log[1]).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
    expect(Date.parse(log[1]!.at)).not.toBeNaN();
    expect(await requestLog(newVisitor())).toEqual([]);

    const cleared = await server.fetch(
      new Request(`${BASE}/mock/requests`, { method: 'DELETE', headers: { cookie: `mock_visitor=${visitor}` } }),
    );
    expect(cleared.status).toBe(204);
    expect(await requestLog(visitor)).toEqual([]);
  });
});

// Images: see images.test.ts (product images) and content-images tests (content assets).
