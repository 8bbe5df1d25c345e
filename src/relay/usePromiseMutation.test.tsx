import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type ConcreteRequest,
  type GraphQLResponse,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError.ts';
import { commitPromiseMutation } from './commitPromiseMutation.ts';
import { usePromiseMutation } from './usePromiseMutation.ts';

// `mutation SetFlagMutation($on: Boolean!) { setFlag(on: $on) { on } }`, as the compiler writes it.
const selections = [
  {
    alias: null,
    args: [{ kind: 'Variable', name: 'on', variableName: 'on' }],
    concreteType: 'Flag',
    kind: 'LinkedField',
    name: 'setFlag',
    plural: false,
    selections: [{ alias: null, args: null, kind: 'ScalarField', name: 'on', storageKey: null }],
    storageKey: null,
  },
] as const;
const argumentDefinitions = [{ defaultValue: null, kind: 'LocalArgument', name: 'on' }] as const;
const SetFlagMutation = {
  fragment: {
    argumentDefinitions,
    kind: 'Fragment',
    metadata: null,
    name: 'SetFlagMutation',
    selections,
    type: 'Mutation',
    abstractKey: null,
  },
  kind: 'Request',
  operation: { argumentDefinitions, kind: 'Operation', name: 'SetFlagMutation', selections },
  params: {
    cacheID: 'set-flag',
    id: null,
    metadata: {},
    name: 'SetFlagMutation',
    operationKind: 'mutation',
    text: 'mutation SetFlagMutation',
  },
} as unknown as ConcreteRequest;

type SetFlag = { variables: { on: boolean }; response: { setFlag: { on: boolean } } };

/** An API that answers every call with `answer`, or fails it when `answer` is an Error; it keeps the variables. */
function api(answer: GraphQLResponse | Error) {
  const calls: unknown[] = [];
  const network = Network.create((_request, variables) => {
    calls.push(variables);
    return answer instanceof Error ? Observable.create((sink) => sink.error(answer)) : Promise.resolve(answer);
  });
  return { calls, environment: new Environment({ network, store: new Store(new RecordSource()) }) };
}

const partial = {
  data: { setFlag: { on: true } },
  errors: [{ message: 'half done', extensions: { code: 'PARTLY_APPLIED', field: 'on' } }],
} as unknown as GraphQLResponse;

describe('commitPromiseMutation', () => {
  it('resolves with the answer, sending the variables', async () => {
    const { calls, environment } = api({ data: { setFlag: { on: true } } });
    await expect(commitPromiseMutation<SetFlag>(environment, SetFlagMutation, { on: true })).resolves.toEqual({ setFlag: { on: true } });
    expect(calls).toEqual([{ on: true }]);
  });

  it("rejects with the network layer's error as it is: the API error, or the transport's", async () => {
    const refused = new ApiError({ operationName: 'SetFlagMutation', code: 'FORBIDDEN', extensions: { code: 'FORBIDDEN' } });
    await expect(commitPromiseMutation<SetFlag>(api(refused).environment, SetFlagMutation, { on: true })).rejects.toBe(refused);
    const offline = new TypeError('Failed to fetch');
    await expect(commitPromiseMutation<SetFlag>(api(offline).environment, SetFlagMutation, { on: true })).rejects.toBe(offline);
  });

  it('resolves with the data of an answer with errors beside it', async () => {
    await expect(commitPromiseMutation<SetFlag>(api(partial).environment, SetFlagMutation, { on: true })).resolves.toEqual({
      setFlag: { on: true },
    });
  });
});

describe('usePromiseMutation', () => {
  const wrapperOf =
    (environment: Environment) =>
    ({ children }: { children: ReactNode }) => <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;

  it('runs the mutation as a promise and tells while it is in flight', async () => {
    let answer!: (response: GraphQLResponse) => void;
    const network = Network.create(() =>
      Observable.create<GraphQLResponse>((sink) => void (answer = (r) => (sink.next(r), sink.complete()))),
    );
    const environment = new Environment({ network, store: new Store(new RecordSource()) });
    const { result } = renderHook(() => usePromiseMutation<SetFlag>(SetFlagMutation), { wrapper: wrapperOf(environment) });
    expect(result.current[1]).toBe(false);
    let running!: Promise<SetFlag['response']>;
    act(() => void (running = result.current[0]({ on: false })));
    expect(result.current[1]).toBe(true);
    await act(async () => answer({ data: { setFlag: { on: false } } }));
    await expect(running).resolves.toEqual({ setFlag: { on: false } });
    expect(result.current[1]).toBe(false);
  });

  it("runs the updater on the answer's store", async () => {
    const { environment } = api({ data: { setFlag: { on: true } } });
    const updater = (store: RecordSourceSelectorProxy) => store.getRoot().setValue(7, 'count');
    const { result } = renderHook(() => usePromiseMutation<SetFlag>(SetFlagMutation, updater), { wrapper: wrapperOf(environment) });
    await act(() => result.current[0]({ on: true }));
    expect(environment.getStore().getSource().get('client:root')?.count).toBe(7);
  });

  it('rejects with the API error of a refused call', async () => {
    const refused = new ApiError({ operationName: 'SetFlagMutation', code: 'FORBIDDEN' });
    const { result } = renderHook(() => usePromiseMutation<SetFlag>(SetFlagMutation), { wrapper: wrapperOf(api(refused).environment) });
    await act(async () => expect(result.current[0]({ on: true })).rejects.toBe(refused));
  });
});
