import type { PageType } from '../../shop/pageType.ts';
import type { AppPlatform, Runtime } from '../../shop/runtime.ts';

/** The app's store pages per platform; a shop without an app has no banner data. */
export const APP_LINKS: Record<string, { ios: string; android: string } | undefined> = {
  hbr: {
    ios: 'https://apps.apple.com/de/app/hansebrueck-mode-wohnen/id1000000001',
    android: 'https://play.google.com/store/apps/details?id=de.hansebrueck.app',
  },
};

export const SMART_BANNER_COOKIE = 'smartbanner_consent';

/** Set on <html> before the first paint when the banner was dismissed, so it never flashes. */
export const DISMISSED_ATTRIBUTE = 'data-smartbanner';

/** The inline script that sets DISMISSED_ATTRIBUTE from the cookie (runs before the page paints). */
export const DISMISSED_SCRIPT = `document.cookie.split('; ').includes('${SMART_BANNER_COOKIE}=dismissed')&&document.documentElement.setAttribute('${DISMISSED_ATTRIBUTE}','dismissed')`;

// Pages where the banner would get in the way of a task (the basket too, by its issue).
const EXCLUDED_PAGE_TYPES: readonly PageType[] = ['basket', 'checkout', 'contact', 'customer', 'directOrderForm', 'inspiration', 'wishlist', 'support'];

interface Situation {
  link: string | undefined;
  runtime: Runtime;
  dismissed: boolean;
  platform: AppPlatform;
  pageType: PageType;
  path: string;
}

/** The banner shows only with a link, outside the app, not after dismissal, on iOS/Android, not on task pages. */
export function showSmartBanner({ link, runtime, dismissed, platform, pageType, path }: Situation): boolean {
  if (!link || runtime === 'webview' || dismissed || platform === 'other') return false;
  if (path === '/support' || path.startsWith('/support/')) return false;
  return !EXCLUDED_PAGE_TYPES.includes(pageType);
}
