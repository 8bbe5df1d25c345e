import { createGraphQLError } from 'graphql-yoga';

/**
 * A GraphQL error with extensions. Built through yoga on purpose: yoga masks any error that is
 * not an instance of *its* GraphQLError, and under vitest a bare `graphql` import resolves to
 * the package's ESM build while yoga uses the CommonJS one.
 */
export function graphqlError(message: string, extensions: Record<string, unknown>): Error {
  return createGraphQLError(message, { extensions });
}
