import { useAPQ, type APQStore } from '@graphql-yoga/plugin-apq';
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { useOperationLocale } from '../l10n/operationLocale.ts';

/**
 * Node's own fetch classes. Without them yoga brings ponyfills, and a host server (vike dev)
 * handing over native Requests would not be recognised, so /graphql falls through to pages.
 */
const nativeFetchAPI = {
  fetch: globalThis.fetch,
  Request: globalThis.Request,
  Response: globalThis.Response,
  Headers: globalThis.Headers,
  FormData: globalThis.FormData,
  ReadableStream: globalThis.ReadableStream,
  WritableStream: globalThis.WritableStream,
  TransformStream: globalThis.TransformStream,
  CompressionStream: globalThis.CompressionStream,
  DecompressionStream: globalThis.DecompressionStream,
  TextEncoderStream: globalThis.TextEncoderStream,
  TextDecoderStream: globalThis.TextDecoderStream,
  Blob: globalThis.Blob,
  File: globalThis.File,
  crypto: globalThis.crypto,
  btoa: globalThis.btoa,
  TextEncoder: globalThis.TextEncoder,
  TextDecoder: globalThis.TextDecoder,
  URL: globalThis.URL,
  URLSearchParams: globalThis.URLSearchParams,
};

export interface YogaOptions {
  schema: GraphQLSchema;
  endpoint: string;
  apq: APQStore;
  /** Headers GraphiQL starts with (dev only), e.g. the content token. */
  graphiqlHeaders?: Record<string, string>;
}

export function createMockYoga<ServerContext extends Record<string, unknown>>(options: YogaOptions) {
  const dev = process.env['NODE_ENV'] !== 'production';
  return createYoga<ServerContext>({
    schema: options.schema,
    graphqlEndpoint: options.endpoint,
    fetchAPI: nativeFetchAPI,
    graphiql: dev && { headers: JSON.stringify(options.graphiqlHeaders ?? {}) },
    landingPage: false,
    // The locale plugin after APQ: a persisted query's document is known by then.
    plugins: [useAPQ({ store: options.apq }), useOperationLocale()],
  });
}
