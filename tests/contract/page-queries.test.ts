import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import { createOperationDescriptor, Environment, Network, RecordSource, Store, type ConcreteRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { createServerEnvironment, fetchRecords } from '../../src/relay/environment.ts';
import { withoutNormalization } from '../../src/internals/relay.ts';
import { PAGE_QUERIES } from '../../src/relay/pageQueries.ts';
import { server } from './support.ts';

const root = join(import.meta.dirname, '..', '..');
const ARTIFACTS: Record<string, string> = {
  HomePageQuery: 'pages/index/__generated__/HomePageQuery.graphql.ts',
  ProductPageQuery: 'pages/product/__generated__/ProductPageQuery.graphql.ts',
  FrameNavigationQuery: 'src/features/navigation/__generated__/FrameNavigationQuery.graphql.ts',
  HomePageContentQuery: 'src/features/content/__generated__/HomePageContentQuery.graphql.ts',
};

/** The artifact as the browser build has it: no normalization selections. */
async function browserArtifact(path: string): Promise<ConcreteRequest> {
  const code = stripTypeScriptTypes(withoutNormalization(readFileSync(join(root, path), 'utf8')));
  return ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: ConcreteRequest }).default;
}

/** Data without the fragment owners (they name the artifact object they were read with). */
const comparable = (data: unknown) =>
  JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === '__fragmentOwner' ? undefined : value))) as unknown;

// The browser reads the page queries from the records the page brings, with artifacts that carry no
// normalization selections (src/relay/pageQueries.ts, src/internals/relay.ts): it finds them complete and reads what the server read.
describe('page queries in the browser', () => {
  const cases = [
    { name: 'HomePageQuery', api: 'shop' as const, variables: { locale: 'de-DE' } },
    { name: 'ProductPageQuery', api: 'shop' as const, variables: { id: 'P100010', locale: 'de-DE' } },
    { name: 'FrameNavigationQuery', api: 'shop' as const, variables: { locale: 'de-DE' } },
    { name: 'HomePageContentQuery', api: 'content' as const, variables: { locale: 'de-DE', preview: false } },
  ];
  for (const { name, api, variables } of cases) {
    it(`${name}: complete from the page's records, read as on the server`, async () => {
      expect(PAGE_QUERIES.has(name)).toBe(true);
      const full = ((await import(join(root, ARTIFACTS[name]!))) as { default: ConcreteRequest }).default;
      const endpoint = {
        url: `http://localhost/${api === 'shop' ? 'graphql' : 'content/graphql'}`,
        fetchFn: (input: RequestInfo | URL, init?: RequestInit) => server.fetch(new Request(input, init)),
        token: api === 'content' ? 'mock-content-token' : undefined,
        logger: { error: () => {}, warn: () => {}, info: () => {} },
      };
      const onServer = createServerEnvironment(api, endpoint as never);
      await fetchRecords(onServer, full, variables);
      const serverData = onServer.lookup(createOperationDescriptor(full, variables).fragment).data;

      const browser = new Environment({
        network: Network.create(() => Promise.reject(new Error('no request in this test'))),
        store: new Store(new RecordSource(onServer.getStore().getSource().toJSON())),
      });
      const stripped = await browserArtifact(ARTIFACTS[name]!);
      expect(stripped.operation.selections).toEqual([]);
      expect(stripped.params).toEqual(full.params);
      const operation = createOperationDescriptor(stripped, variables);
      expect(browser.check(operation).status).toBe('available');
      const snapshot = browser.lookup(operation.fragment);
      expect(snapshot.isMissingData).toBe(false);
      expect(comparable(snapshot.data)).toEqual(comparable(serverData));
    });
  }
});
