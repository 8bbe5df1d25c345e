import { parseTrackingToken } from './trackingToken.ts';

// Who may be told about a click (sections 6 and 7): only with tracking consent and a tracking
// token; the session id goes always, the user id only when known.

export interface ClickTrackingInput {
  productId: string;
  trackingToken: string | null | undefined;
  trackingConsent: boolean;
  sessionId: string | null;
  userId: string | null;
  locale: string;
}

export function clickTrackingVariables(input: ClickTrackingInput) {
  const { productId, trackingToken, trackingConsent, sessionId, userId, locale } = input;
  if (!trackingConsent || !trackingToken || !sessionId) return null;
  return { productId, trackingToken, sessionId, userId, trackingConsent, locale };
}

/** The analytics list details of a recommended product: its token's group (outfit, lastSeen, …). */
export function listDetailsOf(trackingToken: string | null | undefined): string | undefined {
  return parseTrackingToken(trackingToken)?.group || undefined;
}
