import type { PageContextServer, PageContextClient } from 'vike/types';
import { redirect } from 'vike/abort';
import { assignExperiments, experimentCookieOf, isOn } from '../src/shop/campaigns/experiments.ts';
import { readPath, shopPaths } from '../src/shop/page/localizedPaths.ts';
import { pageTypeFromPath } from '../src/shop/page/pageType.ts';
import { resolveRuntime, withBasePath } from '../src/shop/page/runtime.ts';

/** The visitor's `ab` cookie: from the request on the server, from the document in the browser. */
function cookieHeader(pageContext: PageContextServer | PageContextClient): string | undefined {
  if (typeof document !== 'undefined') return document.cookie;
  return (pageContext as PageContextServer).headers?.cookie;
}

/** The shop's own paths: the server's page context has the shop; the browser was told on its first render. */
const pathsOf = (pageContext: PageContextServer | PageContextClient) =>
  import.meta.env.SSR ? (pageContext as PageContextServer).shop.paths : shopPaths();

// https://vike.dev/onBeforeRoute — every route also answers under /webview, and a shop in another
// language writes some paths in its own (src/shop/page/localizedPaths.ts): routing sees the
// logical path (without the prefix, the German one), links keep what the visitor sees (see
// basePath). The German path of such a shop moves to its own. The page type comes from the
// logical path, and the category_matching flag turns a listing into categoryMatching.
export function onBeforeRoute(pageContext: PageContextServer | PageContextClient) {
  const { logicalPath: shown, basePath } = resolveRuntime({ pathname: pageContext.urlParsed.pathname });
  const url = new URL(pageContext.urlOriginal, 'http://localhost');
  const reading = readPath(pathsOf(pageContext), shown);
  // The browser's links are the shop's own; one to a German path (a search redirect's) routes as it is.
  if ('moved' in reading && import.meta.env.SSR)
    throw redirect(withBasePath(basePath, reading.moved + url.search + url.hash) as `/${string}`, 301);
  const logicalPath = 'moved' in reading ? shown : reading.logical;
  // The flag only turns a listing into categoryMatching: other paths leave the cookie unread (the
  // browser routes every link the shopper sees, and each read of document.cookie asks the browser).
  let pageType = pageTypeFromPath(logicalPath);
  if (pageType === 'productListingPage' && isOn(assignExperiments(experimentCookieOf(cookieHeader(pageContext))), 'category_matching')) {
    pageType = 'categoryMatching';
  }
  if (!basePath && logicalPath === shown) return { pageContext: { pageType } };
  return { pageContext: { pageType, urlLogical: logicalPath + url.search + url.hash } };
}
