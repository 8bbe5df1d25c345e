import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as RelayRuntime from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { NO_RESOLVERS_CACHE, RESOLVER_CACHE_IMPORT, withoutNormalization, withoutQueryText, withPersonalisedMark } from './relay.ts';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');

const artifact = `const node = (function(){
var v0 = [{ "kind": "LocalArgument", "name": "id" }];
return {
  "fragment": { "kind": "Fragment", "name": "Q", "selections": [{ "name": "a]\\"[" }] },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "Q",
    "selections": [{ "selections": [{ "name": "x]" }], "name": "b" }, { "name": "c" }]
  },
  "params": { "id": "abc", "name": "Q", "operationKind": "query", "text": "query Q { b { x } c \\"q\\" }" }
};
})();`;

describe('withoutNormalization', () => {
  it('empties the operation’s selections and keeps the reader AST, the arguments and the params', () => {
    const code = withoutNormalization(artifact);
    expect(code).toContain('"fragment": { "kind": "Fragment", "name": "Q", "selections": [{ "name": "a]\\"[" }] }');
    expect(code).toContain('"argumentDefinitions": (v0/*:: as any*/),');
    expect(code).toContain('"name": "Q",\n    "selections": []\n  },\n  "params": { "id": "abc", "name": "Q"');
  });

  it('refuses an artifact without an operation', () => {
    expect(() => withoutNormalization('const node = { "kind": "Fragment", "selections": [] };')).toThrow(/no operation selections/);
  });
});

describe('withoutQueryText', () => {
  it('drops the text of a query, escaped quotes included, and keeps its hash', () => {
    expect(withoutQueryText(artifact)).toContain('"params": { "id": "abc", "name": "Q", "operationKind": "query", "text": null }');
  });

  it('leaves mutations and fragments alone', () => {
    expect(withoutQueryText('{ "params": { "operationKind": "mutation", "text": "mutation M { m }" } }')).toBeNull();
    expect(withoutQueryText('{ "kind": "Fragment", "selections": [] }')).toBeNull();
  });
});

describe('withPersonalisedMark', () => {
  it('leaves fragments and other operations alone', () => {
    expect(withPersonalisedMark(artifact, () => false)).toBeNull();
    expect(withPersonalisedMark('{ "kind": "Fragment", "metadata": {}, "name": "F", "selections": [] }', () => true)).toBeNull();
    const query =
      '"params": {\n    "id": "abc",\n    "metadata": {},\n    "name": "Q",\n    "operationKind": "query",\n    "text": null\n  }';
    expect(withPersonalisedMark(query, (name) => name === 'Q')).toBe(
      query.replace('"operationKind": "query",', '"operationKind": "query",\n    "personalised": true,'),
    );
  });
});

describe('the store’s resolver cache in the browser (NO_RESOLVERS_CACHE)', () => {
  type Cache = Record<string, (...args: unknown[]) => unknown>;
  const Substitute = (() => {
    const module = { exports: {} as { LiveResolverCache: new () => Cache } };
    new Function('module', 'exports', NO_RESOLVERS_CACHE)(module, module.exports);
    return module.exports.LiveResolverCache;
  })();
  const storeDir = join(dirname(require.resolve('relay-runtime/package.json')), 'lib', 'store');
  const read = (file: string) => readFileSync(join(storeDir, file), 'utf8');

  it('replaces the import relay-runtime’s store makes, in the shape it takes it', () => {
    const store = read('RelayModernStore.js');
    expect(RESOLVER_CACHE_IMPORT.importer.test(join(storeDir, 'RelayModernStore.js'))).toBe(true);
    expect(store).toMatch(
      new RegExp(`require\\('${RESOLVER_CACHE_IMPORT.source}'\\),\\s*LiveResolverCache = _require\\d*\\.LiveResolverCache`),
    );
  });

  it('has every method that the store, the reader and the store’s subscriptions call on the cache', () => {
    const called = new Set<string>();
    for (const file of ['RelayModernStore.js', 'RelayReader.js', 'RelayStoreSubscriptions.js']) {
      for (const [, name] of read(file).matchAll(/[rR]esolverCache(?:\$)?\.(\w+)\(/g)) called.add(name!);
    }
    expect(called.size).toBeGreaterThan(5);
    const cache = new Substitute();
    expect([...called].filter((name) => typeof cache[name] !== 'function')).toEqual([]);
  });

  it('runs a batch, invalidates nothing and refuses to read a resolver', () => {
    const cache = new Substitute();
    let ran = 0;
    cache.batchLiveStateUpdates!(() => ran++);
    expect(cache.batchLiveStateUpdatesWithoutNotify!(() => ran++)).toBe(false);
    expect(ran).toBe(2);
    const updated = new Set(['a']);
    cache.invalidateDataIDs!(updated);
    expect([...updated]).toEqual(['a']);
    expect(() => cache.readFromCacheOrEvaluate!()).toThrow('reads no Relay Resolvers');
  });

  it('serves a store that publishes, notifies and rolls back an optimistic update', () => {
    const { Environment, Network, RecordSource, Store, createOperationDescriptor } = require('relay-runtime') as typeof RelayRuntime;
    const field = { kind: 'ScalarField', name: 'count', alias: null, args: null, storageKey: null };
    const request = {
      kind: 'Request',
      fragment: { kind: 'Fragment', name: 'CountQuery', type: 'Query', metadata: null, argumentDefinitions: [], selections: [field] },
      operation: { kind: 'Operation', name: 'CountQuery', argumentDefinitions: [], selections: [field] },
      params: { id: null, cacheID: 'count', name: 'CountQuery', operationKind: 'query', text: 'query CountQuery { count }', metadata: {} },
    } as unknown as Parameters<typeof createOperationDescriptor>[0];
    const store = new Store(new RecordSource());
    const cache = new Substitute();
    const internals = store as unknown as { _resolverCache: unknown; _storeSubscriptions: { _resolverCache: unknown } };
    internals._resolverCache = cache;
    internals._storeSubscriptions._resolverCache = cache;
    const environment = new Environment({ network: Network.create(() => ({ data: {} })), store });
    const operation = createOperationDescriptor(request, {});
    environment.commitPayload(operation, { count: 1 });
    const seen: unknown[] = [];
    const snapshot = environment.lookup(operation.fragment);
    expect(snapshot.data).toEqual({ count: 1 });
    const subscription = environment.subscribe(snapshot, (next) => seen.push(next.data));
    const optimistic = environment.applyUpdate({ storeUpdater: (proxy) => void proxy.getRoot().setValue(2, 'count') });
    optimistic.dispose();
    environment.commitPayload(operation, { count: 3 });
    subscription.dispose();
    expect(seen).toEqual([{ count: 2 }, { count: 1 }, { count: 3 }]);
  });
});

describe('the generated artifacts', () => {
  it('read no Relay Resolvers, which the browser’s store does not compute', () => {
    const found: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) visit(path);
        } else if (
          entry.name.endsWith('.graphql.ts') &&
          /"kind": "(RelayResolver|RelayLiveResolver|ClientEdgeToClientObject)"/.test(readFileSync(path, 'utf8'))
        ) {
          found.push(path);
        }
      }
    };
    visit(join(root, 'src'));
    visit(join(root, 'pages'));
    expect(found).toEqual([]);
  });
});
