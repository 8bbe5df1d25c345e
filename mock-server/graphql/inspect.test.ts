import { createInMemoryAPQStore } from '@graphql-yoga/plugin-apq';
import { describe, expect, it } from 'vitest';
import { inspectGraphQLRequest } from './inspect.ts';

const url = 'http://localhost/graphql';
const query =
  'query ProductPageQuery($id: ID!) { productById(id: $id, locale: "de-DE") { id } ...Extra } fragment Extra on Query { basket { id } }';

describe('inspecting GraphQL requests', () => {
  const apq = createInMemoryAPQStore();

  it('reads POST JSON bodies', async () => {
    const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    expect(await inspectGraphQLRequest(request, apq)).toEqual({
      isOperation: true,
      operationName: 'ProductPageQuery',
      rootFields: ['productById', 'basket'],
    });
    expect(await request.json()).toEqual({ query });
  });

  it('reads GET query strings and hash-only persisted GETs', async () => {
    const get = await inspectGraphQLRequest(new Request(`${url}?query=${encodeURIComponent('{ client { id } }')}`), apq);
    expect(get).toEqual({ isOperation: true, operationName: null, rootFields: ['client'] });

    await apq.set('h1', query);
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'h1' } }));
    expect(await inspectGraphQLRequest(new Request(`${url}?extensions=${extensions}`), apq)).toMatchObject({
      operationName: 'ProductPageQuery',
      rootFields: ['productById', 'basket'],
    });
    const unknown = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'nope' } }));
    expect(await inspectGraphQLRequest(new Request(`${url}?operationName=HomePageQuery&extensions=${unknown}`), apq)).toEqual({
      isOperation: true,
      operationName: 'HomePageQuery',
      rootFields: [],
    });
  });

  it('treats a bare GET (the GraphiQL page) as no operation', async () => {
    expect((await inspectGraphQLRequest(new Request(url), apq)).isOperation).toBe(false);
  });

  it('reads the same document again the same way, and an invalid one by its name only', async () => {
    const post = (body: object) =>
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (let i = 0; i < 3; i++) {
      expect(await inspectGraphQLRequest(post({ query }), apq)).toMatchObject({
        operationName: 'ProductPageQuery',
        rootFields: ['productById', 'basket'],
      });
    }
    for (let i = 0; i < 2; i++) {
      expect(await inspectGraphQLRequest(post({ query: 'query Broken {', operationName: 'Broken' }), apq)).toEqual({
        isOperation: true,
        operationName: 'Broken',
        rootFields: [],
      });
    }
    // Many different texts: every one still read correctly.
    for (let i = 0; i < 250; i++) {
      expect(await inspectGraphQLRequest(post({ query: `query Q${i} { field${i} }` }), apq)).toMatchObject({
        operationName: `Q${i}`,
        rootFields: [`field${i}`],
      });
    }
    expect(await inspectGraphQLRequest(post({ query }), apq)).toMatchObject({ operationName: 'ProductPageQuery' });
  });
});
