import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderPage } from 'vike/server';
import type { ClientApiConfig, ServerApiConfig } from '../shop/pageContext.d.ts';
import { appPlatform, isBot, resolveRuntime } from '../shop/runtime.ts';
import { publicTenant, themeCss } from '../shop/tenant.ts';
import { compressBody, MIN_COMPRESS_BYTES, pickEncoding } from './compression.ts';
import { needsMock, type ServerConfig } from './config.ts';
import { entryCampaignSetCookies } from './entryCampaignCookies.ts';
import { deferPageScripts } from './deferScripts.ts';
import { withPageHtml } from './pageSlot.ts';
import { createReadiness, sendProbe, type Readiness } from './health.ts';
import { serveIcon } from './icons.ts';
import { createRenderQueue } from './renderQueue.ts';
import { createLogger, networkLogger, type Logger } from './logger.ts';
import { sendWebResponse, toWebRequest, withSecure } from './nodeFetch.ts';
import { REQUEST_ID_HEADER, logRequest, requestIdOf, requestPath } from './requestLog.ts';
import { isLocalRequest, notAllowed, sendText } from './responses.ts';
import { CONTENT_PREVIEW_PROXY_PATH, proxyContentPreview } from './contentPreviewProxy.ts';
import { isPreviewCookie, PREVIEW_COOKIE, previewRoute, readCookie, type PreviewConfig } from './preview.ts';
import { baseSecurityHeaders, contentSecurityPolicy } from './securityHeaders.ts';
import { createObservability, type Observability } from './observability.ts';
import { BEACON_PATH, receiveBeacon } from './beacon.ts';

type Next = () => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** Only the mock's own cookies travel from the page request to the in-process mock. */
const MOCK_COOKIES = ['mock_visitor', 'mock_faults'];

/** Pages are only read; the mock's APIs also take POST and friends, but never TRACE or CONNECT. */
const PAGE_METHODS = ['GET', 'HEAD'];
const API_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'];

export interface ShopHandlerOptions {
  log?: Logger;
  readiness?: Readiness;
  /** Traces, metrics and Server-Timing (observability.ts); by default metrics of this handler's own. */
  observability?: Observability;
}

interface Mock {
  fetch(request: Request): Promise<Response>;
  handles(pathname: string): boolean;
}

/**
 * The whole shop as one request handler: the embedded mock APIs (unless real back ends are
 * configured), static assets, then Vike's page rendering.
 */
export async function createShopHandler(config: ServerConfig, assets: Middleware, options: ShopHandlerOptions = {}) {
  const log = options.log ?? createLogger();
  const observability = options.observability ?? createObservability();
  const readiness = options.readiness ?? createReadiness([config.shopApiUrl, config.contentApiUrl].filter((u): u is string => !!u));
  const mock: Mock | null = needsMock(config)
    ? (await import('../../mock-server/console/mount.ts')).createEmbeddedMock(config, { persisted: await readPersistedQueries() })
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
    ...(config.loginFrameUrl ? { loginFrameUrl: config.loginFrameUrl } : {}),
    chat: config.chat,
    vitalsSampleRate: observability.vitalsSampleRate,
  };
  const preview: PreviewConfig = { secret: config.contentPreviewToken ? config.previewSecret : '', acceptConsoleCookie: !config.contentApiUrl };
  // In preview the browser's content queries go through the shop's proxy (the token stays here).
  const previewClientApi: ClientApiConfig = { ...clientApi, contentUrl: CONTENT_PREVIEW_PROXY_PATH, contentToken: '', contentPreview: true };
  const inPreviewSession = (req: IncomingMessage) => !!config.contentPreviewToken && isPreviewCookie(readCookie(req.headers.cookie, PREVIEW_COOKIE), preview);
  // Third-party origins the page may load: the chat widget's script and the login frame.
  const thirdParty = {
    scripts: [config.chat?.scriptUrl].filter((u): u is string => !!u && /^https?:/.test(u)).map((u) => new URL(u).origin),
    frames: config.loginFrameUrl ? [new URL(config.loginFrameUrl).origin] : [],
  };

  const renderQueue = createRenderQueue(config.renderConcurrency, { observer: observability.metrics.renderQueueObserver });
  observability.metrics.watchRenderQueue(renderQueue);

  async function renderShopPage(req: IncomingMessage, res: ServerResponse, requestId: string) {
    const url = req.url ?? '/';
    const pathname = requestPath(url);
    const userAgent = req.headers['user-agent'] ?? '';
    const { runtime, basePath } = resolveRuntime({ pathname, userAgent, configured: config.runtime });

    // A first-time visitor gets a mock identity now, so the page's own API calls already use it.
    let setCookie: string | undefined;
    let mockCookieHeader = '';
    // Fault scenarios are per visitor and count their requests: such a visitor's page views share nothing.
    let faults: string | null | undefined;
    if (mock && visitor) {
      const request = toWebRequest(req);
      let id = visitor.visitorIdOf(request);
      if (!id) {
        id = visitor.newVisitorId();
        // Secure everywhere but on the developer's own machine (plain http there).
        setCookie = isLocalRequest(req) ? visitor.visitorSetCookie(id) : withSecure(visitor.visitorSetCookie(id));
      }
      faults = visitor.readCookie(request.headers.get('cookie'), 'mock_faults');
      mockCookieHeader = [`${MOCK_COOKIES[0]}=${id}`, faults ? `${MOCK_COOKIES[1]}=${encodeURIComponent(faults)}` : '']
        .filter(Boolean)
        .join('; ');
    }
    // Preview mode: drafts with the preview token, for this request only (never cached).
    const inPreview = inPreviewSession(req);
    const contentToken = inPreview ? config.contentPreviewToken! : config.contentApiToken;
    // The API sees the same request id as our log line; the network layer's logs carry it too.
    const tracing = { [REQUEST_ID_HEADER]: requestId };
    const logger = networkLogger(log.child({ requestId }));
    // Each API operation gets a span, passes its trace context on and is counted (observability.ts).
    const observed = observability.of(req);
    const inProcess = mock ? (input: RequestInfo | URL, init?: RequestInit) => mock.fetch(new Request(input, init)) : undefined;
    const serverApi: ServerApiConfig = {
      shop: config.shopApiUrl
        ? { url: config.shopApiUrl, headers: tracing, token: config.shopApiToken, logger, ...observed.api('shop') }
        : { url: 'http://localhost/graphql', fetchFn: inProcess, headers: { ...tracing, cookie: mockCookieHeader }, logger, perVisitor: !!faults, ...observed.api('shop') },
      content: config.contentApiUrl
        ? { url: config.contentApiUrl, headers: tracing, token: contentToken, logger, perVisitor: inPreview, ...observed.api('content') }
        : {
            url: 'http://localhost/content/graphql',
            fetchFn: inProcess,
            headers: { ...tracing, cookie: mockCookieHeader },
            token: contentToken,
            logger,
            perVisitor: inPreview || !!faults,
            ...observed.api('content'),
          },
    };

    const pageContext = await observed.render(() => renderPage({
      urlOriginal: url,
      headersOriginal: req.headers,
      shop,
      runtime,
      basePath,
      isBot: isBot(userAgent),
      appPlatform: appPlatform(userAgent),
      clientApi: inPreview ? previewClientApi : clientApi,
      serverApi,
      themeCss: theme,
      themeColor: tenant.theme.colors.primary,
      robots: tenant.robots,
      preview: inPreview,
    }));
    const { httpResponse } = pageContext;
    if (!httpResponse) return false;

    const isHtml = httpResponse.headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'));
    const ok = httpResponse.statusCode === 200;
    res.statusCode = httpResponse.statusCode;
    for (const [name, value] of httpResponse.headers) {
      if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value);
    }
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    if (isHtml && pageContext.cspNonce) res.setHeader('Content-Security-Policy', contentSecurityPolicy(pageContext.cspNonce, apiOrigins, thirdParty));
    // Entry-campaign cookies on the visit's first page and on pages that name a campaign.
    const cookies = [
      ...(setCookie ? [setCookie] : []),
      ...(isHtml
        ? entryCampaignSetCookies({
            url,
            cookieHeader: req.headers.cookie,
            referer: req.headers.referer,
            host: req.headers.host ?? '',
            app: runtime === 'webview',
            secure: !isLocalRequest(req),
          })
        : []),
    ];
    if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
    // Catalogue HTML is the same for every visitor: shared caches may keep it briefly.
    res.setHeader(
      'Cache-Control',
      !ok || inPreview ? (inPreview ? 'private, no-store' : 'no-store') : cookies.length > 0 ? 'private, no-cache' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    res.setHeader('Vary', 'Accept-Encoding, User-Agent');
    if (inPreview) res.setHeader('X-Robots-Tag', 'noindex');
    const body = isHtml ? withPageHtml(deferPageScripts(Buffer.from(httpResponse.body)), pageContext) : httpResponse.body;
    res.setHeader('Server-Timing', observed.serverTiming());
    const encoding = body.length > MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      const compressed = await compressBody(body, encoding);
      res.setHeader('Content-Encoding', encoding);
      res.end(compressed);
    } else res.end(body);
    return true;
  }

  async function route(req: IncomingMessage, res: ServerResponse, requestId: string) {
    const pathname = requestPath(req.url);
    if (pathname === '/healthz') return sendProbe(res, true, 'ok');
    if (pathname === '/readyz') {
      const ready = await readiness.ready();
      return sendProbe(res, ready, ready ? 'ready' : 'not ready');
    }
    const method = req.method ?? 'GET';
    // Real-user vitals and browser errors (beacon.ts).
    if (pathname === BEACON_PATH) return receiveBeacon(req, res, { ...observability, log: log.child({ requestId }) });
    if (pathname === CONTENT_PREVIEW_PROXY_PATH) {
      const answer = await proxyContentPreview(toWebRequest(req), {
        inPreview: inPreviewSession(req),
        contentUrl: config.contentApiUrl ?? 'http://localhost/content/graphql',
        previewToken: config.contentPreviewToken ?? '',
        // The embedded mock answers in-process and knows the visitor by its cookies.
        ...(mock && !config.contentApiUrl ? { fetchFn: (request: Request) => mock.fetch(request), headers: { cookie: req.headers.cookie ?? '' } } : {}),
      });
      return sendWebResponse(res, answer, baseSecurityHeaders);
    }
    const api = mock?.handles(pathname) ?? false;
    if (!(api ? API_METHODS : PAGE_METHODS).includes(method)) return notAllowed(res, api ? API_METHODS : PAGE_METHODS);
    // The mock's own cookies (console, visitor) follow the shop's rule: Secure off localhost.
    if (api && mock) return sendWebResponse(res, await mock.fetch(toWebRequest(req)), baseSecurityHeaders, !isLocalRequest(req));
    if (serveIcon(pathname, req, res, baseSecurityHeaders)) return;
    // The query alone: any request target must get an answer, '//' included (no URL parsing).
    const query = new URLSearchParams((req.url ?? '').split('#', 1)[0]!.split('?')[1] ?? '');
    const draft = previewRoute(pathname, query, preview, !isLocalRequest(req));
    if (draft) return sendPreview(res, draft);
    await new Promise<void>((resolve) => {
      assets(req, res, () => {
        renderQueue
          .run(() => renderShopPage(req, res, requestId))
          .then((handled) => {
            if (!handled) sendText(res, 404, 'Seite nicht gefunden');
          }, (error: unknown) => fail(res, error, log.child({ requestId })))
          .finally(resolve);
      });
      // sirv answered itself when it found the file.
      res.once('close', resolve);
    });
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const requestId = requestIdOf(req);
    res.setHeader('X-Request-Id', requestId);
    logRequest(log, req, res, requestId);
    observability.request(req, res);
    try {
      await route(req, res, requestId);
    } catch (error) {
      fail(res, error, log.child({ requestId }));
    }
  };
}

function sendPreview(res: ServerResponse, answer: NonNullable<ReturnType<typeof previewRoute>>) {
  if (answer.location === undefined) return sendText(res, answer.status, answer.text ?? '');
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
  if (answer.setCookie) res.setHeader('Set-Cookie', answer.setCookie);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Location', answer.location);
  res.end();
}

/** The build's persisted queries, registered with the embedded mock like a deployment would. */
async function readPersistedQueries() {
  const { readFile } = await import('node:fs/promises');
  const dir = new URL('../relay/__generated__/', import.meta.url);
  const read = async (project: string) => JSON.parse(await readFile(new URL(`${project}.persisted.json`, dir), 'utf8')) as Record<string, string>;
  return { shop: await read('shop'), content: await read('content') };
}

/** A 500 that tells the visitor nothing about the inside; the details go to the log only. */
function fail(res: ServerResponse, error: unknown, log: Logger) {
  log.error({ err: error }, 'Request failed');
  if (res.headersSent) return void res.end();
  sendText(res, 500, 'Interner Fehler');
}
