import { lazy, Suspense } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { CONSENT_COOKIE, parseConsent } from '../../shop/consent.ts';
import { readShopCookie } from '../../shop/cookies.ts';
import { CONSENT_CHANGED } from '../../shop/useConsent.ts';
import { useFrameBrowserValue } from '../../ui/lazy/useTransitionStore.ts';

// Most page views come from visitors who decided long ago: they never download the banner.
const ConsentPanel = lazy(() => import('./ConsentPanel.tsx'));

/**
 * Asks for consent until the visitor decides. Not shown to bots, nor in the app, which passes the
 * user's choice through its settings. A fixed overlay, so loading it late shifts nothing.
 */
export function ConsentBanner() {
  const { runtime, isBot } = usePageContext();
  const undecided = useFrameBrowserValue(() => parseConsent(readShopCookie(CONSENT_COOKIE)) === null, [CONSENT_CHANGED]);
  if (!undecided || runtime === 'webview' || isBot) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPanel />
    </Suspense>
  );
}
