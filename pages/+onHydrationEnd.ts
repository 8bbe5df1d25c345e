import type { PageContextClient } from 'vike/types';
import { yieldToMain } from '../src/ui/lazy/yieldToMain.ts';

// https://vike.dev/onHydrationEnd — the first page of a load writes the entry-campaign cookies
// (from its URL and referrer, so its HTML stays shareable), counts for the visit's analytics
// (visit id, entry campaign, A/B variants; section 7), and starts its real-user reports (vitals,
// errors). Their code loads then, outside the first load.
export function onHydrationEnd(pageContext: PageContextClient) {
  if (pageContext.isBot) return;
  const app = pageContext.runtime === 'webview';
  // In a task of its own, not in the one that runs the effects after hydration.
  void yieldToMain()
    .then(() => Promise.all([import('../src/shop/campaigns/entryCampaignCookies.ts'), import('../src/shop/analytics/visitAnalytics.ts')]))
    .then(([entry, visit]) => {
      entry.writeEntryCampaignCookies({
        query: new URLSearchParams(location.search),
        referrer: document.referrer || null,
        shopHost: location.hostname,
        app,
      });
      visit.reportPageLoad({ app, shopCode: pageContext.shop.code });
    })
    .then(() => import('../src/shop/reports/browserReports.ts'))
    .then((m) => m.startReports(pageContext));
}
