import type { PageContextServer } from 'vike/types';

// https://vike.dev/onBeforeRender — a step of an order is nothing a search engine should list.
export function onBeforeRender(_pageContext: PageContextServer) {
  return { pageContext: { robots: 'noindex, nofollow' } };
}
