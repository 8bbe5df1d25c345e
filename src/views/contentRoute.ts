// Which paths are content pages; loaded by the router in the browser too, so it stays tiny.

export type ContentPageType = 'content' | 'inspiration' | 'outfit';

const CONTENT_PATH = /^\/(content|inspiration|outfit)\/(.+?)\/?$/;

/** The route of content pages: page type and slug from the path, or false. */
export function contentRoute(pathname: string) {
  const match = CONTENT_PATH.exec(pathname);
  return match ? { routeParams: { pageType: match[1] as ContentPageType, slug: match[2]! } } : (false as const);
}
