import type { ShopContext } from '../context.ts';
import { authOf } from '../sessions/auth.ts';
import { mockState } from '../state.ts';
import type { GraphQLEndpoint } from './endpoint.ts';
import { shopSchema } from './schemas.ts';
import { createMockYoga } from './yoga.ts';

export const SHOP_GRAPHQL_PATH = '/graphql';

/** Shop + personalised API. The bearer token only matters to personalised fields. */
export function shopEndpoint(): GraphQLEndpoint {
  const apq = mockState().apq.shop;
  const yoga = createMockYoga<ShopContext & Record<string, unknown>>({ schema: shopSchema(), endpoint: SHOP_GRAPHQL_PATH, apq });
  return {
    name: 'shop',
    apq,
    execute: async (request, visitor) => yoga.handleRequest(request, { visitor, auth: authOf(request) }),
  };
}
