// Which runtime a request is served in: the web shop, the in-store display or the app webview.

export const RUNTIMES = ['shop', 'store', 'webview'] as const;
export type Runtime = (typeof RUNTIMES)[number];
export type BasePath = '' | '/webview';

export interface RuntimeResolution {
  runtime: Runtime;
  /** Prefix every internal link keeps (see withBasePath). */
  basePath: BasePath;
  /** The path without the /webview prefix: what routing and page types work with. */
  logicalPath: string;
}

const WEBVIEW_PREFIX = '/webview';
const APP_MARKER = '[App=true]';
// Deployment-wide settings (env SHOP_RUNTIME). 'webview' is not one: it is recognised per request.
const CONFIGURABLE = ['shop', 'store'];

/** `/webview`, `/webview/…`, `/webview?…`, `/webview#…`, but not `/webviewfoo`. */
function stripWebviewPrefix(pathname: string): string | undefined {
  if (!pathname.startsWith(WEBVIEW_PREFIX)) return undefined;
  const rest = pathname.slice(WEBVIEW_PREFIX.length);
  if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) return '/' + rest;
  return rest.startsWith('/') ? rest : undefined;
}

/**
 * The /webview prefix wins (basePath '/webview'); an app user agent without the prefix is a
 * webview too (basePath ''). Otherwise `configured` (env SHOP_RUNTIME: unset, '', 'shop' or
 * 'store') decides. Any other configured value throws `Runtime "{value}" is not supported`,
 * checked on every call so a misconfigured deployment fails on its first request.
 */
export function resolveRuntime({
  pathname,
  userAgent,
  inApp,
  configured,
}: {
  pathname: string;
  userAgent?: string | null;
  /** The app's webview, as the server has already told from the request (src/server/agent.ts). */
  inApp?: boolean;
  configured?: string | null;
}): RuntimeResolution {
  if (configured && !CONFIGURABLE.includes(configured)) {
    throw new Error(`Runtime "${configured}" is not supported`);
  }
  const stripped = stripWebviewPrefix(pathname);
  if (stripped !== undefined) return { runtime: 'webview', basePath: WEBVIEW_PREFIX, logicalPath: stripped };
  if (inApp || userAgent?.includes(APP_MARKER)) return { runtime: 'webview', basePath: '', logicalPath: pathname };
  return { runtime: configured === 'store' ? 'store' : 'shop', basePath: '', logicalPath: pathname };
}

/**
 * An internal link that stays inside the webview: '/p/1' -> '/webview/p/1', '/' -> '/webview',
 * '/?q=1' -> '/webview?q=1'. Absolute URLs, protocol-relative, hash-only and relative links and
 * already prefixed paths are returned unchanged.
 */
export function withBasePath(basePath: BasePath, path: string): string {
  if (basePath === '' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (stripWebviewPrefix(path) !== undefined) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return basePath + path.slice(1);
  return basePath + path;
}

// Well-known search and social crawlers only. Headless markers (HeadlessChrome, Lighthouse,
// Playwright) are left out on purpose: the e2e suite runs headless Chromium and must be a human.
const BOT_PATTERN =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|slurp|duckduckbot|baiduspider|yandex(?:bot|images)|applebot|sogou|seznambot|petalbot|facebookexternalhit|facebot|twitterbot|linkedinbot|pinterestbot|ahrefsbot|semrushbot|mj12bot|dotbot|gptbot|crawler|spider/i;

/** True for known crawlers; an empty or missing user agent counts as a human. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}

export type AppPlatform = 'ios' | 'android' | 'other';

/** The phone platform of a user agent (for the app's store links); anything else is 'other'. */
export function appPlatform(userAgent: string | null | undefined): AppPlatform {
  if (!userAgent) return 'other';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}
