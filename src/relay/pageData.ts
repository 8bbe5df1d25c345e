import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { ApiError, errorPageFor } from './network.ts';
import { createServerEnvironment, fetchRecords, type RecordMap } from './environment.ts';
import type { Api } from './network.ts';

/**
 * Loads a page's critical query in +data. A failure ends the page: 404 for NOT_FOUND, else the
 * error page with status 500 (the network layer has already logged it, naming the operation).
 */
export async function loadCritical<T extends OperationType>(
  pageContext: PageContextServer,
  api: Api,
  query: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<{ data: T['response']; records: RecordMap }> {
  const environment = createServerEnvironment(api, pageContext.serverApi[api]);
  try {
    return await fetchRecords<T>(environment, query, variables);
  } catch (error) {
    if (errorPageFor(error) === 'errorPageNotFound') throw render(404);
    throw render(500, error instanceof ApiError ? error.message : 'Page data could not be loaded');
  }
}

/**
 * Loads a deferred part of a page (content teasers and the like): a failure leaves that section
 * out instead of failing the page.
 */
export async function loadDeferred<T extends OperationType>(
  pageContext: PageContextServer,
  api: Api,
  query: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<{ data: T['response'] | null; records: RecordMap | undefined }> {
  const environment = createServerEnvironment(api, pageContext.serverApi[api]);
  try {
    return await fetchRecords<T>(environment, query, variables);
  } catch {
    return { data: null, records: undefined };
  }
}
