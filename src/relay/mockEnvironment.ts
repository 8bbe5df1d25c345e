// For component tests: a Relay environment answering from the checked-in shop schema with
// @graphql-tools/mock, so a test states only the fields it is about and every other field of the
// component's fragments gets a value of the schema's type.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import type * as GraphQL from 'graphql';
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { getDataIdFor } from './dataId.ts';

// Tests run from the project root (jsdom gives modules http: URLs, so import.meta.url cannot say where).
const sdl = readFileSync(join(process.cwd(), 'schema/__generated__/shop-api.graphql'), 'utf8');
// graphql as Node loads it for @graphql-tools/mock: the bundler's copy would be a second realm
// whose schema the mock refuses.
const { buildSchema, graphql } = createRequire(join(process.cwd(), 'package.json'))('graphql') as typeof GraphQL;

/** `resolvers` answer fields from their arguments where a test needs that (a mutation's input). */
export function createMockShopEnvironment(mocks: IMocks, resolvers?: Parameters<typeof addMocksToSchema>[0]['resolvers']): Environment {
  const schema = addMocksToSchema({ schema: buildSchema(sdl), mocks, ...(resolvers ? { resolvers } : {}) });
  const network = Network.create(async (request, variables) => {
    const result = await graphql({ schema, source: request.text ?? '', variableValues: variables });
    // A query the schema refuses is a broken test, not a state to render.
    if (result.errors?.length) throw new Error(result.errors.map((error) => error.message).join('\n'));
    return result as GraphQLResponse;
  });
  return new Environment({ network, store: new Store(new RecordSource()), getDataID: getDataIdFor('shop') });
}
