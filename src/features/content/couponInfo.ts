import { createContext, type ReactNode } from 'react';

/**
 * What a coupon's info button shows (the coupon's conditions). Given by the page through
 * ContentProviders, so the coupon does not import the modal text that may embed coupons itself.
 */
export const CouponInfoContext = createContext<((couponId: string) => ReactNode) | null>(null);
