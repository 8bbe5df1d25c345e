import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { resolveRuntime } from '../../shop/page/runtime.ts';
import { usePageType } from '../../shop/page/usePageType.ts';
import { useBrowserValue } from '../../ui/lazy/useBrowserValue.ts';
import { FALLBACK_PATH, rememberReferrer, storedReferrer } from './referrerPath.ts';

/** The page's path without the /webview prefix: category paths are logical paths. */
export function useLogicalPath(): string {
  const { urlPathname } = usePageContext();
  return resolveRuntime({ pathname: urlPathname }).logicalPath;
}

// The remembered listing, null for none: then hydration's value ('/') stays, and the navigation
// renders once. Other pages read nothing; after hydration, a value that differs from the server's
// renders every link of the navigation again, in one synchronous pass.
const readListing = () => {
  const path = storedReferrer(sessionStorage);
  return path === FALLBACK_PATH ? null : path;
};
const readNothing = () => null;

/**
 * The path the navigation marks as active: the page's own, on a product page the listing the
 * shopper came from. That one lives in the browser, so server render and hydration use '/'.
 */
export function useActivePath(): string {
  const pageType = usePageType();
  const path = useLogicalPath();
  const productPage = pageType === 'productDetailPage';
  const referrer = useBrowserValue(productPage ? readListing : readNothing, ['pageshow']);
  if (!productPage) return path;
  return referrer ?? FALLBACK_PATH;
}

/** Keeps the referrer of the product page up to date; mounted once, in the desktop navigation. */
export function useRememberReferrer(): void {
  const pageType = usePageType();
  const path = useLogicalPath();
  useEffect(() => rememberReferrer(sessionStorage, pageType, path), [pageType, path]);
}
