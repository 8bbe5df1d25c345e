import type { PageContextServer, PageContextClient } from 'vike/types';
import { assignExperiments, experimentCookieOf, isOn } from '../src/shop/campaigns/experiments.ts';
import { pageTypeFromPath } from '../src/shop/page/pageType.ts';
import { resolveRuntime } from '../src/shop/page/runtime.ts';

/** The visitor's `ab` cookie: from the request on the server, from the document in the browser. */
function cookieHeader(pageContext: PageContextServer | PageContextClient): string | undefined {
  if (typeof document !== 'undefined') return document.cookie;
  return (pageContext as PageContextServer).headers?.cookie;
}

// https://vike.dev/onBeforeRoute — every route also answers under /webview: routing sees the path
// without the prefix, links keep it (see basePath). The page type comes from the same path, and
// the category_matching flag turns a listing into categoryMatching.
export function onBeforeRoute(pageContext: PageContextServer | PageContextClient) {
  const { logicalPath, basePath } = resolveRuntime({ pathname: pageContext.urlParsed.pathname });
  // The flag only turns a listing into categoryMatching: other paths leave the cookie unread (the
  // browser routes every link the shopper sees, and each read of document.cookie asks the browser).
  let pageType = pageTypeFromPath(logicalPath);
  if (pageType === 'productListingPage' && isOn(assignExperiments(experimentCookieOf(cookieHeader(pageContext))), 'category_matching')) {
    pageType = 'categoryMatching';
  }
  if (!basePath) return { pageContext: { pageType } };
  const url = new URL(pageContext.urlOriginal, 'http://localhost');
  return { pageContext: { pageType, urlLogical: logicalPath + url.search + url.hash } };
}
