import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTENT_ICON_SET, type ContentIconName } from '../ui/contentIconSet.ts';
import { ICON_SET, iconShape, type IconName } from '../ui/iconSet.ts';

// /icons/{name}.svg: the inline icon set as files, for e-mails, the app and CMS content.
// URL names are kebab case: order-form, heart-filled, arrow-up.

const PATH = /^\/icons\/([a-z][a-z-]*)\.svg$/;

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());
}

// The frame's icons and those only content uses; both sets are served, as CMS content names them.
const BY_URL_NAME = new Map<string, IconName | ContentIconName>([
  ...Object.keys(CONTENT_ICON_SET).map((name) => [kebab(name), name as ContentIconName] as const),
  ...Object.keys(ICON_SET).map((name) => [kebab(name), name as IconName] as const),
]);

function shapeOf(name: IconName | ContentIconName): { d: string; filled: boolean; strokeWidth: number } {
  if (name in ICON_SET) return iconShape(name as IconName);
  const shape: { d: string; filled?: boolean; strokeWidth?: number } = CONTENT_ICON_SET[name as ContentIconName];
  return { d: shape.d, filled: shape.filled ?? false, strokeWidth: shape.strokeWidth ?? 1.8 };
}

/** The icon as a standalone SVG document; `currentColor` is black outside a page. */
export function iconSvg(name: IconName | ContentIconName): string {
  const { d, filled, strokeWidth } = shapeOf(name);
  const fill = filled ? 'currentColor' : 'none';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">` +
    `<path d="${d}" fill="${fill}" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/></svg>`
  );
}

/** The answer for a path under /icons/, or null for any other path. */
export function iconResponse(pathname: string): { status: number; headers: Record<string, string>; body: string } | null {
  if (!pathname.startsWith('/icons/')) return null;
  const name = BY_URL_NAME.get(PATH.exec(pathname)?.[1] ?? '');
  if (!name)
    return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, body: 'Not found' };
  return {
    status: 200,
    // Icons change only with a deployment: a day in every cache, a week of stale copies meanwhile.
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      // A standalone SVG may run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
    body: iconSvg(name),
  };
}

/** Answers /icons/… requests; true when it did. `pathname` is the request's, already parsed. */
export function serveIcon(pathname: string, req: IncomingMessage, res: ServerResponse, securityHeaders: Record<string, string>): boolean {
  const answer = iconResponse(pathname);
  if (!answer) return false;
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries({ ...securityHeaders, ...answer.headers })) res.setHeader(name, value);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
  return true;
}
