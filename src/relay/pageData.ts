import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { ApiError, errorPageFor, type Api } from './network.ts';
import { createServerEnvironment, fetchRecords, type PageRecords } from './environment.ts';

/**
 * Loads what a page needs in +data, on one server environment per API, so every query of the
 * page (its own and the frame's) ends up in one set of records for the render and the browser.
 */
export function createPageLoader(pageContext: PageContextServer) {
  const environments: Partial<Record<Api, Environment>> = {};
  const environment = (api: Api) => (environments[api] ??= createServerEnvironment(api, pageContext.serverApi[api]));

  return {
    /**
     * A query the page cannot do without: NOT_FOUND ends it with 404, any other failure with the
     * error page (status 500); the network layer has already logged it, naming the operation.
     */
    async critical<T extends OperationType>(api: Api, query: GraphQLTaggedNode, variables: T['variables']): Promise<T['response']> {
      try {
        return await fetchRecords<T>(environment(api), query, variables);
      } catch (error) {
        if (errorPageFor(error) === 'errorPageNotFound') throw render(404);
        throw render(500, error instanceof ApiError ? error.message : 'Page data could not be loaded');
      }
    },

    /** A part the page can show without (teasers, the navigation): a failure leaves it out. */
    async deferred<T extends OperationType>(api: Api, query: GraphQLTaggedNode, variables: T['variables']): Promise<T['response'] | null> {
      try {
        return await fetchRecords<T>(environment(api), query, variables);
      } catch {
        return null;
      }
    },

    /** The records of everything loaded so far, per API. */
    records(): PageRecords {
      const records: PageRecords = {};
      for (const api of ['shop', 'content'] as const) {
        const env = environments[api];
        if (env) records[api] = env.getStore().getSource().toJSON();
      }
      return records;
    },
  };
}
