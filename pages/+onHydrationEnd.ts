import type { PageContextClient } from 'vike/types';
import { yieldToMain } from '../src/ui/yieldToMain.ts';

// https://vike.dev/onHydrationEnd — the first page of a load counts for the visit's analytics
// (visit id, entry campaign, A/B variants; section 7), and its real-user reports (vitals, errors)
// start. Their code loads then, outside the first load.
export function onHydrationEnd(pageContext: PageContextClient) {
  if (pageContext.isBot) return;
  // In a task of its own, not in the one that runs the effects after hydration.
  void yieldToMain()
    .then(() => import('../src/shop/visitAnalytics.ts'))
    .then((m) => m.reportPageLoad({ app: pageContext.runtime === 'webview' }))
    .then(() => import('../src/shop/browserReports.ts'))
    .then((m) => m.startReports(pageContext));
}
