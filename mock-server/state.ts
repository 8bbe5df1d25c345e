import { createInMemoryAPQStore, type APQStore } from '@graphql-yoga/plugin-apq';
import type { GlobalFaults } from './faults/global.ts';
import type { VisitorState } from './sessions/store.ts';

// Dev servers may load server modules twice (once per module graph); the mock state must still
// exist once, so it hangs off globalThis under a registered symbol.
const KEY = Symbol.for('storefront.mock-server.state');

/** Persisted queries live as long as the process: clients hash once at build time. */
const APQ_TTL_MS = 1000 * 60 * 60 * 24 * 365;
const APQ_MAX_ENTRIES = 10_000;

export interface MockState {
  visitors: Map<string, VisitorState>;
  apq: { shop: APQStore; content: APQStore };
  /** Lazily built data, cached so a second module graph does not rebuild it. */
  cache: Map<string, unknown>;
  /** Per customer number: state that outlives a visitor (orders placed, reviews, newsletter). */
  customers: Map<string, Map<string, unknown>>;
  /** Fault rules for every visitor (faults/global.ts); null when none are set. */
  globalFaults: GlobalFaults | null;
}

export function mockState(): MockState {
  const holder = globalThis as { [KEY]?: MockState };
  holder[KEY] ??= {
    visitors: new Map(),
    apq: {
      shop: createInMemoryAPQStore({ ttl: APQ_TTL_MS, max: APQ_MAX_ENTRIES }),
      content: createInMemoryAPQStore({ ttl: APQ_TTL_MS, max: APQ_MAX_ENTRIES }),
    },
    cache: new Map(),
    customers: new Map(),
    globalFaults: null,
  };
  return holder[KEY];
}

/** Builds a value once per process, whichever copy of a module asks first. */
export function cached<T>(key: string, build: () => T): T {
  const { cache } = mockState();
  if (!cache.has(key)) cache.set(key, build());
  return cache.get(key) as T;
}
