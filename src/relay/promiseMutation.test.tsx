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
import { commitPromiseMutation } from './commitPromiseMutation.ts';
import { useLazyPromiseMutation } from './useLazyPromiseMutation.ts';
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

const wrapperOf =
  (environment: Environment) =>
  ({ children }: { children: ReactNode }) => <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;

type Updater = (store: RecordSourceSelectorProxy) => void;

/** The two hooks behind one signature: the mutation at hand, or loaded on demand (here at once). */
const HOOKS = [
  ['usePromiseMutation', (updater?: Updater) => usePromiseMutation<SetFlag>(SetFlagMutation, updater)],
  ['useLazyPromiseMutation', (updater?: Updater) => useLazyPromiseMutation<SetFlag>(loadSetFlag, updater)],
] as const;

describe.each(HOOKS)('%s', (_name, useHook) => {
  it('runs the mutation as a promise and tells while it is in flight', async () => {
    let answer!: (response: GraphQLResponse) => void;
    const network = Network.create(() =>
      Observable.create<GraphQLResponse>((sink) => void (answer = (r) => (sink.next(r), sink.complete()))),
    );
    const environment = new Environment({ network, store: new Store(new RecordSource()) });
    const { result } = renderHook(() => useHook(), { wrapper: wrapperOf(environment) });
    expect(result.current[1]).toBe(false);
    let running!: Promise<SetFlag['response']>;
    act(() => void (running = result.current[0]({ on: false })));
    expect(result.current[1]).toBe(true);
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer({ data: { setFlag: { on: false } } }));
    await expect(running).resolves.toEqual({ setFlag: { on: false } });
    expect(result.current[1]).toBe(false);
  });

  it("runs the updater on the answer's store", async () => {
    const { environment } = api({ data: { setFlag: { on: true } } });
    const updater = (store: RecordSourceSelectorProxy) => store.getRoot().setValue(7, 'count');
    const { result } = renderHook(() => useHook(updater), { wrapper: wrapperOf(environment) });
    await act(() => result.current[0]({ on: true }));
    expect(environment.getStore().getSource().get('client:root')?.count).toBe(7);
  });

  it('rejects with the API error of a refused call, and is no longer in flight', async () => {
    const refused = new ApiError({ operationName: 'SetFlagMutation', code: 'FORBIDDEN' });
    const { result } = renderHook(() => useHook(), { wrapper: wrapperOf(api(refused).environment) });
    await act(async () => expect(result.current[0]({ on: true })).rejects.toBe(refused));
    expect(result.current[1]).toBe(false);
  });

  it('resolves with the data of an answer with errors beside it', async () => {
    const { result } = renderHook(() => useHook(), { wrapper: wrapperOf(api(partial).environment) });
    await act(async () => expect(result.current[0]({ on: true })).resolves.toEqual({ setFlag: { on: true } }));
  });
});

describe('useLazyPromiseMutation, loading', () => {
  it('counts the loading of the mutation as in flight', async () => {
    const { environment } = api({ data: { setFlag: { on: false } } });
    let loaded!: (node: ConcreteRequest) => void;
    const load = vi.fn(() => new Promise<ConcreteRequest>((resolve) => (loaded = resolve)));
    const { result } = renderHook(() => useLazyPromiseMutation<SetFlag>(load), { wrapper: wrapperOf(environment) });
    let running!: Promise<SetFlag['response']>;
    act(() => void (running = result.current[0]({ on: false })));
    expect(result.current[1]).toBe(true);
    await act(async () => loaded(SetFlagMutation));
    await expect(running).resolves.toEqual({ setFlag: { on: false } });
    expect(result.current[1]).toBe(false);
  });

  it('loads the mutation once the browser is idle, before any run', async () => {
    const { environment } = api({ data: { setFlag: { on: true } } });
    const load = vi.fn(async () => SetFlagMutation);
    renderHook(() => useLazyPromiseMutation<SetFlag>(load), { wrapper: wrapperOf(environment) });
    await waitFor(() => expect(load).toHaveBeenCalled());
  });

  it('rejects a run whose mutation failed to load, and is no longer in flight', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const { result } = renderHook(() => useLazyPromiseMutation<SetFlag>(() => Promise.reject(offline)), {
      wrapper: wrapperOf(api({ data: { setFlag: { on: true } } }).environment),
    });
    await act(async () => expect(result.current[0]({ on: true })).rejects.toBe(offline));
    expect(result.current[1]).toBe(false);
  });
});

const loadSetFlag = async () => SetFlagMutation;
