import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers as ShopResolvers } from '../__generated__/shop-resolvers.ts';
import { mergeResolvers } from '@graphql-tools/merge';
import { resolvers as auth } from '../domains/auth/resolvers.ts';
import { resolvers as basket } from '../domains/basket/resolvers.ts';
import { resolvers as catalogue } from '../domains/catalogue/resolvers.ts';
import { resolvers as checkout } from '../domains/checkout/resolvers.ts';
import { resolvers as client } from '../domains/client/resolvers.ts';
import { resolvers as customer } from '../domains/customer/resolvers.ts';
import { resolvers as forms } from '../domains/forms/resolvers.ts';
import { resolvers as loyalty } from '../domains/loyalty/resolvers.ts';
import { resolvers as newsletter } from '../domains/newsletter/resolvers.ts';
import { resolvers as orderform } from '../domains/orderform/resolvers.ts';
import { resolvers as recommendations } from '../domains/recommendations/resolvers.ts';
import { resolvers as reviews } from '../domains/reviews/resolvers.ts';
import { resolvers as search } from '../domains/search/resolvers.ts';
import { resolvers as wishlist } from '../domains/wishlist/resolvers.ts';

// The checked-in contract is the schema; it is read at start-up, never copied.
const SCHEMA_DIR = join(import.meta.dirname, '../../schema');
const sdl = (file: string) => readFileSync(join(SCHEMA_DIR, file), 'utf8');

// Each domain owns its part of the resolver map; a field defined by two domains is a mistake
// that mergeResolvers would hide, so a test checks the domains stay disjoint.
export const shopDomains: Record<string, ShopResolvers> = {
  auth,
  basket,
  catalogue,
  checkout,
  client,
  customer,
  forms,
  loyalty,
  newsletter,
  orderform,
  recommendations,
  reviews,
  search,
  wishlist,
};

const shopResolvers = mergeResolvers(Object.values(shopDomains)) as ShopResolvers;

/** Shop and personalised API: one schema, since personalised.graphql extends the shop's roots. */
export function shopSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: [sdl('shop.graphql'), sdl('personalised.graphql')],
    resolvers: shopResolvers,
  });
}
