// Contract test files share their worker's modules (the mock server is imported once per worker),
// but each file starts with a fresh mock state, as in a process of its own: no visitor, customer
// change (a verified address, a new password, a registration), review, subscription, persisted
// query or fault of an earlier file is seen. Only the data built from the seed alone, which no
// request changes (catalogues, their indexes and facets, the content views), is kept: building it
// again is most of what a file's first request costs.
import { mockState } from '../mock-server/state.ts';

const KEY = Symbol.for('storefront.mock-server.state');
const BUILT_FROM_SEED = /^(catalogue|catalogue-facets|search-index|recommendations:index|smart-suggestions|content-view)(:|$)/;

const earlier = (globalThis as { [KEY]?: ReturnType<typeof mockState> })[KEY];
delete (globalThis as { [KEY]?: unknown })[KEY];
const fresh = mockState();
for (const [key, value] of earlier?.cache ?? []) if (BUILT_FROM_SEED.test(key)) fresh.cache.set(key, value);
