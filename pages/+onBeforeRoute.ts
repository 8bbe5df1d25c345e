import type { PageContextServer, PageContextClient } from 'vike/types';
import { resolveRuntime } from '../src/shop/runtime.ts';

// https://vike.dev/onBeforeRoute — every route also answers under /webview: routing sees the path
// without the prefix, links keep it (see basePath).
export function onBeforeRoute(pageContext: PageContextServer | PageContextClient) {
  const { logicalPath, basePath } = resolveRuntime({ pathname: pageContext.urlParsed.pathname });
  if (!basePath) return;
  const url = new URL(pageContext.urlOriginal, 'http://localhost');
  return { pageContext: { urlLogical: logicalPath + url.search + url.hash } };
}
