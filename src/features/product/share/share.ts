// Sharing a product: the app bridge, else the browser's share sheet, else a
// messaging app's send page. The link carries the share campaign parameters.

export const SHARE_PARAMS = { utm_source: 'sharedLink', utm_medium: 'share', utm_campaign: 'productLinkSharing' } as const;

/** The page URL with the share parameters (replacing earlier ones) and without the hash. */
export function shareUrl(href: string): string {
  const url = new URL(href);
  for (const [name, value] of Object.entries(SHARE_PARAMS)) url.searchParams.set(name, value);
  url.hash = '';
  return url.toString();
}

/** The share title: the shop's host name without 'www.'. */
export function shareTitle(hostname: string): string {
  return hostname.replace(/^www\./, '');
}

export type ShareChannel = 'app' | 'browser' | 'messenger';

export function shareChannel(options: { hasAppBridge: boolean; canShare: boolean }): ShareChannel {
  if (options.hasAppBridge) return 'app';
  return options.canShare ? 'browser' : 'messenger';
}

/** WhatsApp's send page with the text 'title url'. */
export function messengerUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

export interface ShareEnvironment {
  href: string;
  hostname: string;
  sendToApp: (key: 'sharing', value: { link: string; title: string }) => boolean;
  hasAppBridge: boolean;
  share?: (data: { title: string; url: string }) => Promise<void>;
  open: (url: string) => void;
}

/** Shares the page through the first channel available; which one it took. */
export async function sharePage(env: ShareEnvironment): Promise<ShareChannel> {
  const link = shareUrl(env.href);
  const title = shareTitle(env.hostname);
  const channel = shareChannel({ hasAppBridge: env.hasAppBridge, canShare: typeof env.share === 'function' });
  if (channel === 'app') env.sendToApp('sharing', { link, title });
  else if (channel === 'browser') {
    try {
      await env.share!({ title, url: link });
    } catch {
      // The shopper closed the share sheet (AbortError) or sharing was refused: nothing to do.
    }
  } else env.open(messengerUrl(title, link));
  return channel;
}
