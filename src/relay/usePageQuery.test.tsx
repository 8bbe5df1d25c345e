import { renderHook, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createOperationDescriptor, Environment, Network, RecordSource, Store, type ConcreteRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { usePageQuery } from './usePageQuery.ts';

// `query GreetingQuery($id: ID!) { greeting(id: $id) { id text } }`, as the compiler writes it.
const selections = [
  {
    alias: null,
    args: [{ kind: 'Variable', name: 'id', variableName: 'id' }],
    concreteType: 'Greeting',
    kind: 'LinkedField',
    name: 'greeting',
    plural: false,
    selections: [
      { alias: null, args: null, kind: 'ScalarField', name: 'id', storageKey: null },
      { alias: null, args: null, kind: 'ScalarField', name: 'text', storageKey: null },
    ],
    storageKey: null,
  },
] as const;
const argumentDefinitions = [{ defaultValue: null, kind: 'LocalArgument', name: 'id' }] as const;
const GreetingQuery = {
  fragment: { argumentDefinitions, kind: 'Fragment', metadata: null, name: 'GreetingQuery', selections, type: 'Query', abstractKey: null },
  kind: 'Request',
  operation: { argumentDefinitions, kind: 'Operation', name: 'GreetingQuery', selections },
  params: { cacheID: 'greeting', id: null, metadata: {}, name: 'GreetingQuery', operationKind: 'query', text: 'query GreetingQuery' },
} as unknown as ConcreteRequest;

type Greeting = { variables: { id: string }; response: { greeting: { id: string; text: string } | null } };

/** An environment whose API answers with `text` and counts its calls. */
function shop(text: string) {
  const calls: unknown[] = [];
  const network = Network.create((_request, variables) => {
    calls.push(variables);
    return Promise.resolve({ data: { greeting: { id: variables.id, text } } });
  });
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={null}>{children}</Suspense>
    </RelayEnvironmentProvider>
  );
  return { calls, environment, wrapper };
}

describe('usePageQuery', () => {
  it("reads the records the page's +data loaded, with no request", () => {
    const { calls, environment, wrapper } = shop('from the API');
    // The records as the page brings them: the server's answer, published before the page renders.
    environment.commitPayload(createOperationDescriptor(GreetingQuery, { id: 'g1' }), {
      greeting: { id: 'g1', text: 'from the page' },
    });
    const { result } = renderHook(() => usePageQuery<Greeting>(GreetingQuery, { id: 'g1' }), { wrapper });
    expect(result.current.greeting?.text).toBe('from the page');
    expect(calls).toEqual([]);
  });

  it('asks the API for records that did not come with the page', async () => {
    const { calls, wrapper } = shop('from the API');
    const { result } = renderHook(() => usePageQuery<Greeting>(GreetingQuery, { id: 'g2' }), { wrapper });
    await waitFor(() => expect(result.current?.greeting?.text).toBe('from the API'));
    expect(calls).toEqual([{ id: 'g2' }]);
  });
});
