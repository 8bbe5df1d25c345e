import type { PageContextServer } from 'vike/types';
import type { Data } from './+data.ts';

// https://vike.dev/onBeforeRender — the entry's robots directive overrides the shop's.
export function onBeforeRender(pageContext: PageContextServer & { data: Data }) {
  return { pageContext: { robots: pageContext.data.robots ?? pageContext.robots } };
}
