import { act, renderHook, waitFor } from '@testing-library/react';
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
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError.ts';
import { useLazyPromiseMutation } from './useLazyPromiseMutation.ts';

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

const wrapperOf =
  (environment: Environment) =>
  ({ children }: { children: ReactNode }) => <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;

describe('useLazyPromiseMutation', () => {
  it('loads the mutation, runs it as a promise and tells while it is in flight, loading included', async () => {
    let answer!: (response: GraphQLResponse) => void;
    const network = Network.create(() =>
      Observable.create<GraphQLResponse>((sink) => void (answer = (r) => (sink.next(r), sink.complete()))),
    );
    const environment = new Environment({ network, store: new Store(new RecordSource()) });
    let loaded!: (node: ConcreteRequest) => void;
    const load = vi.fn(() => new Promise<ConcreteRequest>((resolve) => (loaded = resolve)));
    const { result } = renderHook(() => useLazyPromiseMutation<SetFlag>(load), { wrapper: wrapperOf(environment) });
    expect(result.current[1]).toBe(false);
    let running!: Promise<SetFlag['response']>;
    act(() => void (running = result.current[0]({ on: false })));
    expect(result.current[1]).toBe(true);
    await act(async () => loaded(SetFlagMutation));
    expect(result.current[1]).toBe(true);
    await act(async () => answer({ data: { setFlag: { on: false } } }));
    await expect(running).resolves.toEqual({ setFlag: { on: false } });
    expect(result.current[1]).toBe(false);
  });

  it('loads the mutation once the browser is idle, before any run', async () => {
    const { environment } = api({ data: { setFlag: { on: true } } });
    const load = vi.fn(async () => SetFlagMutation);
    renderHook(() => useLazyPromiseMutation<SetFlag>(load), { wrapper: wrapperOf(environment) });
    await waitFor(() => expect(load).toHaveBeenCalled());
  });

  it("runs the updater on the answer's store", async () => {
    const { environment } = api({ data: { setFlag: { on: true } } });
    const updater = (store: RecordSourceSelectorProxy) => store.getRoot().setValue(7, 'count');
    const { result } = renderHook(() => useLazyPromiseMutation<SetFlag>(loadSetFlag, updater), { wrapper: wrapperOf(environment) });
    await act(() => result.current[0]({ on: true }));
    expect(environment.getStore().getSource().get('client:root')?.count).toBe(7);
  });

  it('rejects with the API error of a refused call, and is no longer in flight', async () => {
    const refused = new ApiError({ operationName: 'SetFlagMutation', code: 'FORBIDDEN' });
    const { result } = renderHook(() => useLazyPromiseMutation<SetFlag>(loadSetFlag), { wrapper: wrapperOf(api(refused).environment) });
    await act(async () => expect(result.current[0]({ on: true })).rejects.toBe(refused));
    expect(result.current[1]).toBe(false);
  });
});

const loadSetFlag = async () => SetFlagMutation;
