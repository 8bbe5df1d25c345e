// What the shop relies on in relay-runtime, react-relay and relay-compiler beyond their
// documented APIs, in one place: the files under the packages' lib/ that the browser's modules
// are made of, the text of the compiler's generated artifacts that the client build edits, and
// the store's record type. Each item says what it relies on and how to check it after an
// upgrade; tests/contract/library-internals.test.ts checks them against the installed packages,
// the generated artifacts and a real page's records. Build and type code only: the tables and
// edits run in the build, the type is erased.

/**
 * A record map: a store's records by id, as `RecordSource.toJSON()` gives them and
 * `new RecordSource(map)` takes them (the page's records, the shared answers).
 * Relies on: the path of relay-runtime's own declaration file (Relay 21 ships its types; the
 * @types packages stop at 18 and 20). After an upgrade: `npx tsc --noEmit`.
 */
export type { RecordMap } from 'relay-runtime/store/RelayStoreTypes';

// The browser's react-relay and relay-runtime (src/relay/browserModules.ts makes them from these
// tables; vite.config.ts resolves the bare names to them).
// Relies on: each export's file under lib/ and its property, relay-runtime's `__internal` object
// as its index builds it, and the default of the `ENABLE_ACTIVITY_COMPATIBILITY` flag.
// After an upgrade: src/relay/browserModules.test.ts (react-relay's hooks find what they take
// from relay-runtime, each export is the index's); the build fails on a missing export; compare
// the tables with the new `index.js` files.

/** An export: the file under lib/ whose module.exports it is, or [file, property]. */
export type Source = string | [file: string, property: string];

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
export const RELAY_RUNTIME_INTERNAL: Record<string, Source> = {
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

/** The folder of react-relay's hooks, whose `./useFragmentInternal` is resolved to `ACTIVITY_COMPATIBLE`'s choice (vite.config.ts). */
export const RELAY_HOOKS_DIR = /[\\/]react-relay[\\/]lib[\\/]relay-hooks[\\/]/;

// The store's cache of Relay Resolvers (fields computed in the browser, `@RelayResolver`). The shop
// has none: its data is what the API answers. relay-runtime's store still builds the full cache
// (some 2.5 KiB gzip with what only it requires), so the browser build gives the store this one
// instead (vite.config.ts, relayInBrowser): nothing to cache, nothing to invalidate, and a clear
// error should a resolver ever be read. Relies on: RelayModernStore requiring
// './live-resolvers/LiveResolverCache' for its `LiveResolverCache` class, and on the methods that
// the store, RelayReader and RelayStoreSubscriptions call on it (relay.test.ts reads them from
// relay-runtime's files and fails on one this class lacks; it also fails when an artifact uses a
// resolver). After an upgrade of relay-runtime: run relay.test.ts.

/** RelayModernStore's import of the resolver cache, and the importer it is replaced for. */
export const RESOLVER_CACHE_IMPORT = {
  source: './live-resolvers/LiveResolverCache',
  importer: /[\\/]relay-runtime[\\/]lib[\\/]store[\\/]RelayModernStore\.js$/,
};

/** A CommonJS module exporting `LiveResolverCache` for a store that reads no resolvers. */
export const NO_RESOLVERS_CACHE = `'use strict';
function unsupported() {
  throw new Error('This shop reads no Relay Resolvers (src/internals/relay.ts)');
}
function noop() {}
function LiveResolverCache() {}
var cache = LiveResolverCache.prototype;
cache.readFromCacheOrEvaluate = unsupported;
cache.ensureClientRecord = unsupported;
cache.getLiveResolverPromise = unsupported;
cache.invalidateDataIDs = noop;
cache.notifyUpdatedSubscribers = noop;
cache.unsubscribeFromLiveResolverRecords = noop;
cache.invalidateResolverRecords = noop;
cache.batchLiveStateUpdates = function (callback) { callback(); };
cache.batchLiveStateUpdatesWithoutNotify = function (callback) { callback(); return false; };
module.exports = { LiveResolverCache: LiveResolverCache };
`;

/** The module specifier of a file under a package's lib/. */
export const libModule = (packageName: string, file: string): string => `${packageName}/lib/${file}.js`;

// The generated artifacts (relay-compiler's output, src/**/__generated__/*.graphql.ts), as the
// client build edits them. Relies on: the compiler's formatting of the artifact's object literal
// (`"operation": {` with its `"selections": `, `"operationKind": "query"`, `"text": "…"`, and
// persisted queries' `params.id`). After an upgrade of relay-compiler: `npm run gen && npm run
// check:gen`; src/internals/relay.test.ts; the contract test runs both edits on every generated
// artifact.

/**
 * A generated query artifact's code with the selections of its normalization AST (`operation`)
 * emptied; its arguments, name and params stay (reading and the operation descriptor use them).
 */
export function withoutNormalization(code: string): string {
  const operation = code.indexOf('"operation": {');
  const key = '"selections": ';
  const start = operation < 0 ? -1 : code.indexOf(key, operation);
  if (start < 0) throw new Error('withoutNormalization: no operation selections in the artifact');
  let depth = 0;
  let inString = false;
  for (let i = start + key.length; i < code.length; i++) {
    const char = code[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[') depth++;
    else if (char === ']' && --depth === 0) return `${code.slice(0, start)}${key}[]${code.slice(i + 1)}`;
  }
  throw new Error('withoutNormalization: unbalanced selections');
}

/**
 * A query artifact's code without its query text (the browser loads a text only when the API does
 * not know the query's hash, src/relay/queryText.ts); null for any other artifact (fragments,
 * mutations, which are always sent with their text).
 */
export function withoutQueryText(code: string): string | null {
  if (!code.includes('"operationKind": "query"')) return null;
  return code.replace(/"text": "(?:[^"\\]|\\.)*"/, '"text": null');
}

/**
 * An operation artifact's code with `"personalised": true` in its request parameters when the
 * operation belongs to the personalised API, so the browser tells them by their artifact instead
 * of a list of every personalised operation's name (src/relay/personalisedRequest.ts); null for
 * any other artifact. Relies on: the compiler writing an operation's `params` as `"metadata"`,
 * `"name"`, `"operationKind"` in this order, and Relay handing the artifact's params object to the
 * network layer as it is. After an upgrade: src/relay/personalisedRequest.test.ts.
 */
export function withPersonalisedMark(code: string, isPersonalised: (name: string) => boolean): string | null {
  const params = /"metadata": \{\},(\s*)"name": "(\w+)",(\s*)"operationKind": "(\w+)",/.exec(code);
  if (!params || !isPersonalised(params[2]!)) return null;
  return code.replace(params[0], `${params[0]}${params[3]}"personalised": true,`);
}
