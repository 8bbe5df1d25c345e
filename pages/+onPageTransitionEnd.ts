import type { PageContextClient } from 'vike/types';

// https://vike.dev/onPageTransitionEnd — a client-side navigation is a virtual page view for
// analytics (section 7); the first page load is counted by the tag manager itself. Its code loads
// then, outside every page's first load.
export function onPageTransitionEnd(pageContext: PageContextClient) {
  const path = pageContext.urlPathname.slice(pageContext.basePath.length) || '/';
  void import('../src/shop/virtualPageView.ts').then((m) => m.trackVirtualPageView(path, document.title));
}
