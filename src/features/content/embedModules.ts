import { lazyModule } from '../../ui/lazy/lazyModule.ts';
import { withTexts } from '../../i18n/lazyTexts.ts';

// The item modules rich text embeds (coupons, buttons, inline assets). They are the registry's
// too (itemRegistry.ts); kept apart because modules of the registry render rich text themselves.
export const COUPON_MODULE = lazyModule('src/features/content/items/CouponItem.tsx', () =>
  withTexts(['frame', 'content'], import('./items/CouponItem.tsx')),
);
export const LINKS_MODULE = lazyModule('src/features/content/items/LinkItems.tsx', () =>
  withTexts(['content'], import('./items/LinkItems.tsx')),
);
export const MEDIA_MODULE = lazyModule('src/features/content/items/MediaItems.tsx', () =>
  withTexts(['content'], import('./items/MediaItems.tsx')),
);
