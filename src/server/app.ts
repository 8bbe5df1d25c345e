import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { renderPage } from 'vike/server';
import type { ClientApiConfig, ServerApiConfig } from '../shop/pageContext.d.ts';
import { isBot, resolveRuntime } from '../shop/runtime.ts';
import { publicTenant, themeCss } from '../shop/tenant.ts';
import { needsMock, type ServerConfig } from './config.ts';
import { serveIcon } from './icons.ts';
import { sendWebResponse, toWebRequest } from './nodeFetch.ts';
import { baseSecurityHeaders, contentSecurityPolicy } from './securityHeaders.ts';

type Next = () => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** Only the mock's own cookies travel from the page request to the in-process mock. */
const MOCK_COOKIES = ['mock_visitor', 'mock_faults'];

interface Mock {
  fetch(request: Request): Promise<Response>;
  handles(pathname: string): boolean;
}

/**
 * The whole shop as one request handler: the embedded mock APIs (unless real back ends are
 * configured), static assets, then Vike's page rendering.
 */
export async function createShopHandler(config: ServerConfig, assets: Middleware) {
  const mock: Mock | null = needsMock(config)
    ? (await import('../../mock-server/app.ts')).createMockServer({ persisted: await readPersistedQueries() })
    : null;
  const visitor = mock ? await import('../../mock-server/sessions/visitor.ts') : null;
  const tenant = config.tenant;
  const theme = themeCss(tenant);
  const shop = publicTenant(tenant);
  const apiOrigins = [config.shopApiUrl, config.contentApiUrl].filter((u): u is string => !!u).map((u) => new URL(u).origin);
  const clientApi: ClientApiConfig = {
    shopUrl: config.shopApiUrl ?? '/graphql',
    contentUrl: config.contentApiUrl ?? '/content/graphql',
    contentToken: config.contentApiToken,
  };

  async function renderShopPage(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const pathname = new URL(url, 'http://localhost').pathname;
    const userAgent = req.headers['user-agent'] ?? '';
    const { runtime, basePath } = resolveRuntime({ pathname, userAgent, configured: config.runtime });

    // A first-time visitor gets a mock identity now, so the page's own API calls already use it.
    let setCookie: string | undefined;
    let mockCookieHeader = '';
    if (mock && visitor) {
      const request = toWebRequest(req);
      let id = visitor.visitorIdOf(request);
      if (!id) {
        id = visitor.newVisitorId();
        setCookie = visitor.visitorSetCookie(id);
      }
      const faults = visitor.readCookie(request.headers.get('cookie'), 'mock_faults');
      mockCookieHeader = [`${MOCK_COOKIES[0]}=${id}`, faults ? `${MOCK_COOKIES[1]}=${encodeURIComponent(faults)}` : '']
        .filter(Boolean)
        .join('; ');
    }
    const inProcess = mock ? (input: RequestInfo | URL, init?: RequestInit) => mock.fetch(new Request(input, init)) : undefined;
    const serverApi: ServerApiConfig = {
      shop: config.shopApiUrl
        ? { url: config.shopApiUrl, headers: config.shopApiToken ? { authorization: `Bearer ${config.shopApiToken}` } : {} }
        : { url: 'http://localhost/graphql', fetchFn: inProcess, headers: { cookie: mockCookieHeader } },
      content: config.contentApiUrl
        ? { url: config.contentApiUrl, token: config.contentApiToken }
        : { url: 'http://localhost/content/graphql', fetchFn: inProcess, headers: { cookie: mockCookieHeader }, token: config.contentApiToken },
    };

    const pageContext = await renderPage({
      urlOriginal: url,
      headersOriginal: req.headers,
      shop,
      runtime,
      basePath,
      isBot: isBot(userAgent),
      clientApi,
      serverApi,
      themeCss: theme,
      themeColor: tenant.theme.colors.primary,
      robots: tenant.robots,
    });
    const { httpResponse } = pageContext;
    if (!httpResponse) return false;

    const isHtml = httpResponse.headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'));
    const ok = httpResponse.statusCode === 200;
    res.statusCode = httpResponse.statusCode;
    for (const [name, value] of httpResponse.headers) {
      if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value);
    }
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    if (isHtml && pageContext.cspNonce) res.setHeader('Content-Security-Policy', contentSecurityPolicy(pageContext.cspNonce, apiOrigins));
    if (setCookie) res.setHeader('Set-Cookie', setCookie);
    // Catalogue HTML is the same for every visitor: shared caches may keep it briefly.
    res.setHeader(
      'Cache-Control',
      !ok ? 'no-store' : setCookie ? 'private, no-cache' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    res.setHeader('Vary', 'Accept-Encoding, User-Agent');
    const body = httpResponse.body;
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 1024) {
      res.setHeader('Content-Encoding', 'gzip');
      res.end(gzipSync(body));
    } else res.end(body);
    return true;
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (mock?.handles(pathname)) {
        return await sendWebResponse(res, await mock.fetch(toWebRequest(req)), baseSecurityHeaders);
      }
      if (serveIcon(req, res, baseSecurityHeaders)) return;
      assets(req, res, () => {
        renderShopPage(req, res)
          .then((handled) => {
            if (!handled) {
              res.statusCode = 404;
              res.end('Not found');
            }
          })
          .catch((error: unknown) => fail(res, error));
      });
    } catch (error) {
      fail(res, error);
    }
  };
}

/** The build's persisted queries, registered with the embedded mock like a deployment would. */
async function readPersistedQueries() {
  const { readFile } = await import('node:fs/promises');
  const dir = new URL('../relay/__generated__/', import.meta.url);
  const read = async (project: string) => JSON.parse(await readFile(new URL(`${project}.persisted.json`, dir), 'utf8')) as Record<string, string>;
  return { shop: await read('shop'), content: await read('content') };
}

function fail(res: ServerResponse, error: unknown) {
  console.error('Request failed', error);
  if (res.headersSent) return void res.end();
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Interner Fehler');
}
