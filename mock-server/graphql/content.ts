import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { ContentContext } from '../context.ts';
import { resolvers } from '../domains/content/resolvers.ts';
import { bearerToken } from '../sessions/auth.ts';
import { mockState } from '../state.ts';
import type { GraphQLEndpoint } from './endpoint.ts';
import { createMockYoga } from './yoga.ts';

export const CONTENT_GRAPHQL_PATH = '/content/graphql';

export const DEFAULT_CONTENT_TOKEN = 'mock-content-token';
export const DEFAULT_PREVIEW_TOKEN = 'mock-preview-token';

// The checked-in contract is the schema; it is read at start-up, never copied.
const CONTENT_SDL = join(import.meta.dirname, '../../schema/content.graphql');

/** The content API with its full resolver map (unions, nested collections, asset URLs). */
export function contentApiSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: readFileSync(CONTENT_SDL, 'utf8'), resolvers });
}

function unauthorised(): Response {
  return Response.json(
    { errors: [{ message: 'A valid content access token is required', extensions: { code: 'UNAUTHENTICATED' } }], data: null },
    { status: 401, headers: { 'www-authenticate': 'Bearer' } },
  );
}

/** Content API: every operation needs the delivery or the preview token; drafts need the latter. */
export function contentEndpoint(): GraphQLEndpoint {
  const deliveryToken = process.env['CONTENT_GRAPHQL_TOKEN'] || DEFAULT_CONTENT_TOKEN;
  const previewToken = process.env['CONTENT_PREVIEW_TOKEN'] || DEFAULT_PREVIEW_TOKEN;
  const apq = mockState().apq.content;
  const yoga = createMockYoga<ContentContext & Record<string, unknown>>({
    schema: contentApiSchema(),
    endpoint: CONTENT_GRAPHQL_PATH,
    apq,
    graphiqlHeaders: { Authorization: `Bearer ${deliveryToken}` },
  });
  return {
    name: 'content',
    apq,
    execute: async (request, _visitor, info) => {
      const token = bearerToken(request);
      const kind = token === previewToken ? 'preview' : token === deliveryToken ? 'delivery' : null;
      // The GraphiQL page itself carries no operation and may load without a token.
      if (kind === null && info.isOperation) return unauthorised();
      return yoga.handleRequest(request, { token: kind ?? 'delivery' });
    },
  };
}
