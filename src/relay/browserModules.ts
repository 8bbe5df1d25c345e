// What the browser gets for `react-relay` and `relay-runtime` (vite.config.ts resolves both bare
// names to modules generated from these tables). Both packages are CommonJS, whose index loads
// everything (react-relay's container API, relay-runtime's experimental and subscription APIs …)
// and cannot be tree-shaken; these modules take only what is used, each from the file that holds
// it. An import of anything else from the shop's code fails the build (a missing export);
// browserModules.test.ts checks that react-relay's hooks find what they take from relay-runtime.

/** An export: the file under lib/ whose module.exports it is, or [file, property]. */
type Source = string | [file: string, property: string];

/** The react-relay the shop imports (src/, pages/). */
export const REACT_RELAY: Record<string, Source> = {
  RelayEnvironmentProvider: 'relay-hooks/RelayEnvironmentProvider',
  loadQuery: ['relay-hooks/loadQuery', 'loadQuery'],
  useFragment: 'relay-hooks/useFragment',
  useLazyLoadQuery: 'relay-hooks/useLazyLoadQuery',
  useMutation: 'relay-hooks/useMutation',
  usePreloadedQuery: 'relay-hooks/usePreloadedQuery',
  useQueryLoader: 'relay-hooks/useQueryLoader_EXPERIMENTAL',
  useRelayEnvironment: 'relay-hooks/useRelayEnvironment',
  fetchQuery: ['#relay-runtime', 'fetchQuery'],
  graphql: ['#relay-runtime', 'graphql'],
};

/**
 * Hooks that react-relay implements twice and picks between at every call by
 * `RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY`: the browser gets only the implementation
 * the flag's default (true) picks, not both (about 2.5 KiB gzip). `useQueryLoader` is taken
 * from that file in the table above; the hooks require `./useFragmentInternal` themselves, so the
 * build resolves that name to this file (vite.config.ts).
 */
export const ACTIVITY_COMPATIBLE: Record<string, string> = {
  './useFragmentInternal': 'useFragmentInternal_EXPERIMENTAL',
};

/** The relay-runtime that the shop and those hooks use. */
export const RELAY_RUNTIME: Record<string, Source> = {
  Environment: 'store/RelayModernEnvironment',
  Network: 'network/RelayNetwork',
  Observable: 'network/RelayObservable',
  PreloadableQueryRegistry: 'query/PreloadableQueryRegistry',
  RecordSource: 'store/RelayRecordSource',
  RelayFeatureFlags: 'util/RelayFeatureFlags',
  ReplaySubject: 'util/RelayReplaySubject',
  Store: 'store/RelayModernStore',
  areEqualSelectors: ['store/RelayModernSelector', 'areEqualSelectors'],
  commitLocalUpdate: 'mutations/commitLocalUpdate',
  commitMutation: 'mutations/commitMutation',
  createOperationDescriptor: ['store/RelayModernOperationDescriptor', 'createOperationDescriptor'],
  fetchQuery: 'query/fetchQuery',
  getFragment: ['query/GraphQLTag', 'getFragment'],
  getPendingOperationsForFragment: 'util/getPendingOperationsForFragment',
  getRequest: ['query/GraphQLTag', 'getRequest'],
  getRequestIdentifier: 'util/getRequestIdentifier',
  getSelector: ['store/RelayModernSelector', 'getSelector'],
  getVariablesFromFragment: ['store/RelayModernSelector', 'getVariablesFromFragment'],
  graphql: ['query/GraphQLTag', 'graphql'],
  handlePotentialSnapshotErrors: ['util/handlePotentialSnapshotErrors', 'handlePotentialSnapshotErrors'],
  isPromise: 'util/isPromise',
  recycleNodesInto: 'util/recycleNodesInto',
};

/** relay-runtime's `__internal`, as its index builds it. */
const RELAY_RUNTIME_INTERNAL: Record<string, Source> = {
  ResolverFragments: 'store/ResolverFragments',
  OperationTracker: 'store/RelayOperationTracker',
  createRelayContext: 'store/createRelayContext',
  createRelayLoggingContext: 'store/createRelayLoggingContext',
  defaultGetDataID: 'store/defaultGetDataID',
  getOperationVariables: ['store/RelayConcreteVariables', 'getOperationVariables'],
  getLocalVariables: ['store/RelayConcreteVariables', 'getLocalVariables'],
  fetchQuery: ['query/fetchQueryInternal', 'fetchQuery'],
  fetchQueryDeduped: ['query/fetchQueryInternal', 'fetchQueryDeduped'],
  getPromiseForActiveRequest: ['query/fetchQueryInternal', 'getPromiseForActiveRequest'],
  getObservableForActiveRequest: ['query/fetchQueryInternal', 'getObservableForActiveRequest'],
  NormalizationEngine: 'store/NormalizationEngine',
  normalizeResponse: 'store/normalizeResponse',
  withProvidedVariables: 'util/withProvidedVariables',
};

function moduleCode(packageName: string, table: Record<string, Source>, internal?: Record<string, Source>): string {
  const files = new Map<string, string>();
  const local = (file: string) => {
    if (!files.has(file)) files.set(file, `m${files.size}`);
    return files.get(file)!;
  };
  const value = (source: Source) => {
    const [file, property] = typeof source === 'string' ? [source, undefined] : source;
    return property ? `${local(file)}.${property}` : local(file);
  };
  const exports = Object.entries(table).map(([name, source]) => `export const ${name} = ${value(source)};`);
  if (internal) {
    const entries = Object.entries(internal).map(([name, source]) => `${name}: ${value(source)}`);
    exports.push(`export const __internal = { ${entries.join(', ')} };`);
  }
  const imports = [...files].map(([file, name]) =>
    file === '#relay-runtime' ? `import * as ${name} from 'relay-runtime';` : `import ${name} from '${packageName}/lib/${file}.js';`,
  );
  return [...imports, ...exports].join('\n') + '\n';
}

export const reactRelayInBrowser = moduleCode('react-relay', REACT_RELAY);
export const relayRuntimeInBrowser = moduleCode('relay-runtime', RELAY_RUNTIME, RELAY_RUNTIME_INTERNAL);
