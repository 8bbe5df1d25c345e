import type { ShopContext } from '../../context.ts';
import { nextTimestamp } from '../../lib/clock.ts';
import { visitorData } from '../../sessions/domainState.ts';
import type { VisitorState } from '../../sessions/store.ts';

// Recommendation tracking calls the recommendation service received. Only calls made with
// tracking consent are recorded (and feed 'last seen'); tests read them through
// routes/tracking.ts.

export type TrackingMutation =
  | 'trackProductViewGkAir'
  | 'trackSearchGkAir'
  | 'trackClickGkAir'
  | 'trackCategoryClickGkAir'
  | 'trackAddToWishlistGkAir'
  | 'trackRemoveFromWishlistGkAir';

export interface TrackingCall {
  mutation: TrackingMutation;
  /** The call's arguments as sent. */
  arguments: Record<string, unknown>;
  visitor: string;
  /** Customer number when the call came with a customer's token. */
  customerNumber: string | null;
  at: string;
}

// Bounds memory of long-running dev servers.
const MAX_CALLS = 500;

export const trackingCalls = (visitor: VisitorState): TrackingCall[] => visitorData<TrackingCall[]>(visitor, 'tracking', () => []);

/** Records a call when it carries consent; answers whether it was recorded. */
export function recordTracking(
  context: ShopContext,
  mutation: TrackingMutation,
  args: { trackingConsent: boolean } & Record<string, unknown>,
): boolean {
  if (!args.trackingConsent) return false;
  const calls = trackingCalls(context.visitor);
  calls.push({
    mutation,
    arguments: { ...args },
    visitor: context.visitor.id,
    customerNumber: context.auth.kind === 'customer' ? context.auth.customer.customerNumber : null,
    at: nextTimestamp(context.visitor),
  });
  if (calls.length > MAX_CALLS) calls.shift();
  return true;
}

export function clearTracking(visitor: VisitorState): void {
  trackingCalls(visitor).length = 0;
}

/** Products the visitor viewed (with consent), most recent first, each once. */
export function viewedProductIds(visitor: VisitorState): string[] {
  const ids = trackingCalls(visitor)
    .filter((call) => call.mutation === 'trackProductViewGkAir')
    .map((call) => String(call.arguments['productId']))
    .reverse();
  return [...new Set(ids)];
}
