import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { consentFlags } from '../../shop/privacy/consent.ts';
import { LOG_MISSING_SESSION, recoSessionId, recoUserId } from '../../shop/analytics/recoSession.ts';
import { readConsent } from '../../shop/privacy/useConsent.ts';
import { whenIdle } from '../../ui/lazy/whenIdle.ts';

/** Whether a product view is reported: only with tracking consent and a session id. */
export function productViewVariables(
  productId: string,
  trackingConsent: boolean,
  sessionId: string | null,
  userId: string | null,
  locale: string,
) {
  if (!trackingConsent || !sessionId) return null;
  return { productId, sessionId, userId, trackingConsent, locale };
}

/**
 * Sends trackProductViewGkAir once per product page view (section 7), when the browser is idle;
 * its code loads then, outside the page's first load.
 */
export function useTrackProductView(productId: string | null, locale: string): void {
  const environment = useRelayEnvironment();
  useEffect(
    () =>
      whenIdle(() => {
        if (!productId) return;
        const { trackingConsent } = consentFlags(readConsent());
        if (!trackingConsent) return;
        const sessionId = recoSessionId();
        if (!sessionId) console.warn(LOG_MISSING_SESSION);
        const variables = productViewVariables(productId, trackingConsent, sessionId, recoUserId(), locale);
        if (variables) void import('./trackProductView.ts').then((m) => m.trackProductView(environment, variables));
      }),
    [environment, productId, locale],
  );
}
