// Editors' content preview (entered at /api/draft, left at /api/draft-exit), the way headless-CMS
// previews work: the CMS opens /api/draft?secret=…&slug=… ; a valid secret sets the preview
// cookie and redirects to the page, which is then rendered with drafts (preview token) and never
// cached; /api/draft-exit clears the cookie and returns to the page without preview parameters.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverTexts } from './texts.ts';

export const PREVIEW_COOKIE = 'shop_preview';
export const DRAFT_PATH = '/api/draft';
export const DRAFT_EXIT_PATH = '/api/draft-exit';

export interface PreviewConfig {
  /** The secret the CMS's preview link carries. */
  secret: string;
  /** The embedded mock's console sets the cookie to '1'; honoured only while the mock serves content. */
  acceptConsoleCookie: boolean;
}

/** The cookie value proving the preview secret was given: not the secret itself. */
export function previewToken(secret: string): string {
  return createHmac('sha256', secret).update('content-preview').digest('base64url');
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether the request's preview cookie value turns preview on. */
export function isPreviewCookie(value: string | null, config: PreviewConfig): boolean {
  if (!value) return false;
  if (config.acceptConsoleCookie && value === '1') return true;
  return sameString(value, previewToken(config.secret));
}

/** Only a path of this shop may be the target (no scheme, no protocol-relative '//host'). */
export function safeSlug(slug: string | null): string {
  if (!slug || !slug.startsWith('/') || slug.startsWith('//') || /[\\\s]/.test(slug)) return '/';
  return slug;
}

/** The page to return to, without the preview query parameter and selectedTrigger. */
export function exitTarget(slug: string | null): string {
  const url = new URL(safeSlug(slug), 'http://shop.invalid');
  url.searchParams.delete('preview');
  url.searchParams.delete('selectedTrigger');
  return url.pathname + url.search + url.hash;
}

export interface PreviewResponse {
  status: number;
  location?: string;
  setCookie?: string;
  text?: string;
}

/** Answers /api/draft and /api/draft-exit (a refusal's text in the shop's locale); null for any other path. */
export function previewRoute(
  pathname: string,
  search: URLSearchParams,
  config: PreviewConfig,
  secure: boolean,
  locale: string,
): PreviewResponse | null {
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (pathname === DRAFT_PATH) {
    const secret = search.get('secret') ?? '';
    if (!config.secret || !sameString(secret, config.secret)) return { status: 401, text: serverTexts(locale).serverPreviewKeyInvalid() };
    return { status: 307, location: safeSlug(search.get('slug')), setCookie: `${PREVIEW_COOKIE}=${previewToken(config.secret)}; ${flags}` };
  }
  if (pathname === DRAFT_EXIT_PATH) {
    return { status: 307, location: exitTarget(search.get('slug')), setCookie: `${PREVIEW_COOKIE}=; ${flags}; Max-Age=0` };
  }
  return null;
}

/** One cookie's value from a Cookie header (the server's one cookie reader). */
export { readCookie } from './cookies.ts';
