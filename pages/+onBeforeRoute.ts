import type { PageContextServer, PageContextClient } from 'vike/types';
import { pageTypeFromPath } from '../src/shop/pageType.ts';
import { resolveRuntime } from '../src/shop/runtime.ts';

// https://vike.dev/onBeforeRoute — every route also answers under /webview: routing sees the path
// without the prefix, links keep it (see basePath). The page type comes from the same path.
export function onBeforeRoute(pageContext: PageContextServer | PageContextClient) {
  const { logicalPath, basePath } = resolveRuntime({ pathname: pageContext.urlParsed.pathname });
  const pageType = pageTypeFromPath(logicalPath);
  if (!basePath) return { pageContext: { pageType } };
  const url = new URL(pageContext.urlOriginal, 'http://localhost');
  return { pageContext: { pageType, urlLogical: logicalPath + url.search + url.hash } };
}
