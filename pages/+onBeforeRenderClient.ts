import type { PageContextClient } from 'vike/types';
import { publishPageRecords } from '../src/relay/clientEnvironment.ts';
import { unpackPageRecords } from '../src/relay/pageRecords.ts';

// https://vike.dev/onBeforeRenderClient — the server's records go into the browser stores before
// React renders, so hydration and client navigation need no GraphQL request.
export function onBeforeRenderClient(pageContext: PageContextClient) {
  publishPageRecords(unpackPageRecords(pageContext.data?.records), pageContext.clientApi);
}
