import type { PageContextClient } from 'vike/types';
import { publishPageRecords } from '../src/relay/clientEnvironment.ts';
import type { PageRecords } from '../src/relay/environment.ts';

// https://vike.dev/onBeforeRenderClient — the server's records go into the browser stores before
// React renders, so hydration and client navigation need no GraphQL request.
export function onBeforeRenderClient(pageContext: PageContextClient) {
  const data = pageContext.data as { records?: PageRecords } | undefined;
  publishPageRecords(data?.records, pageContext.clientApi);
}
