import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers as ContentResolvers } from '../__generated__/content-resolvers.ts';
import type { Resolvers as ShopResolvers } from '../__generated__/shop-resolvers.ts';
import * as basket from '../domains/basket/resolvers.ts';
import * as catalogue from '../domains/catalogue/resolvers.ts';
import * as client from '../domains/client/resolvers.ts';
import * as content from '../domains/content/resolvers.ts';
import * as wishlist from '../domains/wishlist/resolvers.ts';

// The checked-in contract is the schema; it is read at start-up, never copied.
const SCHEMA_DIR = join(import.meta.dirname, '../../schema');
const sdl = (file: string) => readFileSync(join(SCHEMA_DIR, file), 'utf8');

const shopResolvers: ShopResolvers = {
  Query: { ...catalogue.Query, ...client.Query, ...basket.Query, ...wishlist.Query },
  Mutation: { ...catalogue.Mutation, ...basket.Mutation },
  Product: catalogue.Product,
};

const contentResolvers: ContentResolvers = {
  Query: content.Query,
};

/** Shop and personalised API: one schema, since personalised.graphql extends the shop's roots. */
export function shopSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: [sdl('shop.graphql'), sdl('personalised.graphql')],
    resolvers: shopResolvers,
  });
}

export function contentSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: sdl('content.graphql'), resolvers: contentResolvers });
}
