import type { DeviceType } from '../../ui/deviceType.ts';
import type { PageType } from '../../shop/page/pageType.ts';
import type { AppPlatform, Runtime } from '../../shop/page/runtime.ts';
import type { PublicTenant } from '../../shop/tenant/tenant.ts';

/** The banner's link: the shop's app in the store of the visitor's platform (tenant config); none without. */
export function appLink(shop: Pick<PublicTenant, 'app'>, platform: AppPlatform): string | undefined {
  return platform === 'other' ? undefined : shop.app?.[platform];
}

export const SMART_BANNER_COOKIE = 'smartbanner_consent';

/** Set on <html> before the first paint when the banner was dismissed, so it never flashes. */
export const DISMISSED_ATTRIBUTE = 'data-smartbanner';

/** The inline script that sets DISMISSED_ATTRIBUTE from the cookie (runs before the page paints). */
export const DISMISSED_SCRIPT = `document.cookie.split('; ').includes('${SMART_BANNER_COOKIE}=dismissed')&&document.documentElement.setAttribute('${DISMISSED_ATTRIBUTE}','dismissed')`;

// Pages where the banner would get in the way of a task (the account's pages are all 'customer').
const EXCLUDED_PAGE_TYPES: readonly PageType[] = [
  'checkout',
  'contact',
  'customer',
  'directOrderForm',
  'inspiration',
  'wishlist',
  'support',
];

interface Situation {
  link: string | undefined;
  runtime: Runtime;
  dismissed: boolean;
  /** Null while unknown: the server renders one page for every width. */
  deviceType: DeviceType | null;
  pageType: PageType;
  path: string;
}

/** The banner shows only with a link, outside the app, not after dismissal, not on 'other' devices, not on task pages. */
export function showSmartBanner({ link, runtime, dismissed, deviceType, pageType, path }: Situation): boolean {
  if (!link || runtime === 'webview' || dismissed || deviceType === 'other') return false;
  if (path === '/support' || path.startsWith('/support/')) return false;
  return !EXCLUDED_PAGE_TYPES.includes(pageType);
}
