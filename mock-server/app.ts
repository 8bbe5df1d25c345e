import { contentEndpoint, CONTENT_GRAPHQL_PATH } from './graphql/content.ts';
import { serveGraphQL } from './graphql/endpoint.ts';
import { SHOP_GRAPHQL_PATH, shopEndpoint } from './graphql/shop.ts';
import { CONTENT_IMAGES_PREFIX, serveContentImage } from './routes/contentImages.ts';
import { IMAGES_PREFIX, serveImage } from './routes/images.ts';
import { MOCK_PREFIX, serveMockRoute } from './routes/mock.ts';
import { serveTracking, TRACKING_PREFIX } from './routes/tracking.ts';

/** The embedded mock back end, built without listening: hosts and tests call fetch directly. */
export interface MockServer {
  fetch(request: Request): Promise<Response>;
  /** Whether a path belongs to the mock rather than to the page router. */
  handles(pathname: string): boolean;
}

export function isMockPath(pathname: string): boolean {
  return (
    pathname === SHOP_GRAPHQL_PATH ||
    pathname === CONTENT_GRAPHQL_PATH ||
    pathname.startsWith(IMAGES_PREFIX) ||
    pathname.startsWith(MOCK_PREFIX)
  );
}

/** Persisted queries the shop's build knows (hash → query text), per API. */
export interface PersistedQueries {
  shop?: Record<string, string>;
  content?: Record<string, string>;
}

/**
 * Yoga apps are cheap; the state they serve lives in one process-wide place (state.ts).
 * `persisted` registers the build's persisted queries up front, as a deployment uploads its
 * manifest: hash-only GETs then succeed on the first try, and unknown hashes still answer
 * PERSISTED_QUERY_NOT_FOUND.
 */
export function createMockServer(options: { persisted?: PersistedQueries } = {}): MockServer {
  const shop = shopEndpoint();
  const content = contentEndpoint();
  for (const [hash, query] of Object.entries(options.persisted?.shop ?? {})) void shop.apq.set(hash, query);
  for (const [hash, query] of Object.entries(options.persisted?.content ?? {})) void content.apq.set(hash, query);
  return {
    handles: isMockPath,
    async fetch(request) {
      const { pathname } = new URL(request.url);
      if (pathname === SHOP_GRAPHQL_PATH) return serveGraphQL(shop, request);
      if (pathname === CONTENT_GRAPHQL_PATH) return serveGraphQL(content, request);
      // Content assets first: their prefix lies inside the product images' one.
      if (pathname.startsWith(CONTENT_IMAGES_PREFIX)) return serveContentImage(request);
      if (pathname.startsWith(IMAGES_PREFIX)) return serveImage(request);
      if (pathname.startsWith(TRACKING_PREFIX)) return serveTracking(request);
      if (pathname.startsWith(MOCK_PREFIX)) return serveMockRoute(request);
      return new Response('Not found', { status: 404 });
    },
  };
}
