import type { PageContextClient } from 'vike/types';

// https://vike.dev/onPageTransitionEnd — a client-side navigation is a virtual page view for
// analytics (section 7); the first page load is counted by the tag manager itself. A link that
// names a campaign updates the entry-campaign cookies as a page load would. Their code loads then,
// outside every page's first load.
export function onPageTransitionEnd(pageContext: PageContextClient) {
  const path = pageContext.urlPathname.slice(pageContext.basePath.length) || '/';
  void import('../src/shop/analytics/virtualPageView.ts').then((m) => m.trackVirtualPageView(path, document.title));
  if (pageContext.isBot) return;
  const query = new URLSearchParams(location.search);
  if (!['ecc', 'eccMarketing', 'eccNoEntryPage'].some((name) => query.has(name))) return;
  void import('../src/shop/campaigns/entryCampaignCookies.ts').then((m) =>
    m.writeEntryCampaignCookies({ query, referrer: null, shopHost: location.hostname, app: pageContext.runtime === 'webview' }),
  );
}
