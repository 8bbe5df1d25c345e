import { analyticsPrice, pushEvent, type AnalyticsOrderItem, type CheckoutEvent, type PurchaseEvent } from './analytics.ts';

// The checkout's analytics events (types in analytics.ts), apart from it so that pages without a
// checkout do not load them.

/** A checkout step was shown (1-based); `option` names the choice made there, e.g. the payment method. */
export function checkoutEvent(step: number, products: AnalyticsOrderItem[], currencyCode: string, option?: string): CheckoutEvent {
  return { event: 'checkout', ecommerce: { currencyCode, checkout: { actionField: option ? { step, option } : { step }, products } } };
}

/** An order was placed; revenue and shipping in cents. */
export function purchaseEvent(
  order: { id: string; revenue: number; shipping: number; coupon?: string | null },
  products: AnalyticsOrderItem[],
  currencyCode: string,
): PurchaseEvent {
  const actionField = { id: order.id, revenue: analyticsPrice(order.revenue), shipping: analyticsPrice(order.shipping) };
  return {
    event: 'purchase',
    ecommerce: { currencyCode, purchase: { actionField: order.coupon ? { ...actionField, coupon: order.coupon } : actionField, products } },
  };
}

/** Pushes a checkout or purchase event when performance tracking is allowed; false when not sent. */
export function pushWithConsent(event: CheckoutEvent | PurchaseEvent, trackingAllowed: boolean): boolean {
  if (!trackingAllowed) return false;
  pushEvent(event);
  return true;
}
