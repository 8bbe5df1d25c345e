// The whole shop as one request handler. A request goes through these stages, in this order:
//
//  1. route          probes, the personalised route (the customer's token added from its HttpOnly
//                    cookie), the content-preview proxy, the embedded mock's APIs, icons, the
//                    preview links, static assets; anything else is a page
//  2. admission      the render queue: a free slot, a place in its bounded waiting line, or a fast
//                    503 with Retry-After; a visitor who has gone by then gets no render
//  3. identity       (embedded mock only) which mock visitor the page's API calls act for
//  4. api            which API serves this page's +data, with the page's budget and deadlines
//  5. render         Vike renders the page (+data, React)
//  6. headers        status, security headers and CSP, cookies, the cache policy (cachePolicy.ts)
//  7. body           scripts deferred until load (deferScripts.ts), then the page's HTML and
//                    records put into their slots (pageSlot.ts) — in that order: the slots must
//                    not be searched for script tags
//  8. compression    zstd, brotli or gzip (compression.ts)
//
// Requests for the same anonymous page that arrive while it renders share that render
// (sharedRenders.ts): one render, one set of API calls, each its own compression.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderPage } from 'vike/server';
import type { ClientApiConfig, ServerApiConfig } from '../shop/pageContext.d.ts';
import { resolveRuntime } from '../shop/page/runtime.ts';
import { publicTenant, themeCss } from '../shop/tenant/tenant.ts';
import { CONSENT_SCRIPT } from '../features/consent/consentScript.ts';
import { DISMISSED_SCRIPT } from '../features/frame/smartBannerRules.ts';
import { LANGUAGE_SCRIPT } from '../features/language/languageRules.ts';
import { agentClass, agentTraits, type AgentClass } from './agent.ts';
import { answerKind, CACHE_CONTROL, PAGE_VARY } from './cachePolicy.ts';
import { compressBody, MIN_COMPRESS_BYTES, pickEncoding } from './compression.ts';
import type { ServerConfig } from './config.ts';
import { readCookie } from './cookies.ts';
import { AUTH_COOKIE } from '../relay/cookies.ts';
import { isPersonalPageRequest } from './personalPages.ts';
import { tokenRefused } from '../relay/personalData.ts';
import { deferPageScripts, LOADER } from './deferScripts.ts';
import { withPageHtml } from './pageSlot.ts';
import { createReadiness, sendProbe, type Readiness } from './health.ts';
import { serveIcon } from './icons.ts';
import { startPageBudget, type PageBudget } from './pageBudget.ts';
import { createRenderQueue, QueueFullError } from './renderQueue.ts';
import { createLogger, networkLogger, type Logger } from './logger.ts';
import { sendWebResponse, toWebRequest } from './nodeFetch.ts';
import { bindMock, mockVisitor, type MockVisitor } from './mockBinding.ts';
import { REQUEST_ID_HEADER, logRequest, requestIdOf, requestPath } from './requestLog.ts';
import { isLocalRequest, notAllowed, sendText, sendUnavailable } from './responses.ts';
import { loadServerTexts, serverTexts } from './texts.ts';
import { CONTENT_PREVIEW_PROXY_PATH, proxyContentPreview } from './contentPreviewProxy.ts';
import {
  answerPersonalised,
  answerSession,
  endedSessionCookies,
  ownHostsOf,
  PERSONALISED_PATH,
  SESSION_PATH,
  type PersonalisedUpstream,
  type RouteContext,
} from './personalisedRoute.ts';
import { isPreviewCookie, PREVIEW_COOKIE, previewRoute, type PreviewConfig } from './preview.ts';
import { baseSecurityHeaders, contentSecurityPolicy, originsOf, STRICT_TRANSPORT_SECURITY } from './securityHeaders.ts';
import { createSharedRenders, type RenderedPage } from './sharedRenders.ts';
import { createObservability, type Observability } from './observability.ts';
import { BEACON_PATH, receiveBeacon } from './beacon.ts';

type Next = () => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** Pages are only read; the mock's APIs also take POST and friends, but never TRACE or CONNECT. */
const PAGE_METHODS = ['GET', 'HEAD'];
const API_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'];

export interface ShopHandlerOptions {
  log?: Logger;
  readiness?: Readiness;
  /** Metrics, traces and real-user reports (observability.ts); a quiet default for tests. */
  observability?: Observability;
}

export async function createShopHandler(config: ServerConfig, assets: Middleware, options: ShopHandlerOptions = {}) {
  const log = options.log ?? createLogger();
  const observability = options.observability ?? createObservability();
  const readiness = options.readiness ?? createReadiness([config.shopApiUrl, config.contentApiUrl].filter((u): u is string => !!u));
  // The mock's code is loaded only when the mock is embedded (config.mock; see mockBinding.ts).
  const mock = await bindMock(config, readPersistedQueries);
  // With the mock as a service (MOCK=remote) both APIs are the mock's: the browser reaches them
  // through the shop's relay, and the visitor's mock cookies go with the page's calls.
  const remoteMock = config.mock === 'remote';
  // The shop API is the mock's (embedded or as a service): calls to it carry the visitor's mock cookies.
  const shopMocked = remoteMock || (!!mock && !config.shopApiUrl);
  const tenant = config.tenant;
  const theme = themeCss(tenant);
  const shop = publicTenant(tenant);
  // The server's own answers (404, 405, 500, 503 …) speak the shop's language.
  const locale = shop.locale;
  await loadServerTexts(locale);
  const apiOrigins = [config.shopApiUrl, config.contentApiUrl].filter((u): u is string => !!u).map((u) => new URL(u).origin);
  const clientApi: ClientApiConfig = {
    shopUrl: (!remoteMock && config.shopApiUrl) || '/graphql',
    contentUrl: (!remoteMock && config.contentApiUrl) || '/content/graphql',
    contentToken: config.contentApiToken,
    imageBase: config.imageCdnUrl,
    vitalsSampleRate: observability.vitalsSampleRate,
    ...(config.loginFrameUrl ? { loginFrameUrl: config.loginFrameUrl } : {}),
    chat: config.chat,
  };
  const preview: PreviewConfig = {
    secret: config.contentPreviewToken ? config.previewSecret : '',
    acceptConsoleCookie: !config.contentApiUrl || remoteMock,
  };
  // In preview the browser's content queries go through the shop's proxy (the token stays here).
  const previewClientApi: ClientApiConfig = {
    ...clientApi,
    contentUrl: CONTENT_PREVIEW_PROXY_PATH,
    contentToken: '',
    contentPreview: true,
  };
  const inPreviewSession = (req: IncomingMessage) =>
    !!config.contentPreviewToken && isPreviewCookie(readCookie(req.headers.cookie, PREVIEW_COOKIE), preview);
  // Third-party origins the page may load: the chat widget's script, the login frame, the media hosts.
  const thirdParty = {
    scripts: [config.chat?.scriptUrl].filter((u): u is string => !!u && /^https?:/.test(u)).map((u) => new URL(u).origin),
    frames: config.loginFrameUrl ? [new URL(config.loginFrameUrl).origin] : [],
    // Product images from the media CDN; content pictures and videos from the CMS's asset host.
    images: originsOf([config.imageCdnUrl, ...config.contentAssetOrigins]),
    media: originsOf(config.contentAssetOrigins),
  };
  // Every page's policy is the same: the inline scripts and the theme never change while the process runs.
  const pageCsp = contentSecurityPolicy({
    inlineScripts: [DISMISSED_SCRIPT, CONSENT_SCRIPT, LANGUAGE_SCRIPT, LOADER],
    inlineStyles: [theme],
    apiOrigins,
    thirdParty,
  });

  const renderQueue = createRenderQueue(config.renderConcurrency, {
    maxWaiting: config.renderQueueMaxWaiting,
    observer: observability.metrics.renderQueueObserver,
  });
  observability.metrics.watchRenderQueue(renderQueue);
  const sharedRenders = createSharedRenders();
  // Not ready while every slot renders and the waiting line is full: new requests would be shed.
  readiness.watchLoad(() => renderQueue.running >= config.renderConcurrency && renderQueue.waiting >= config.renderQueueMaxWaiting);

  /**
   * Stage 3: the visitor's mock identity and fault scenarios (the embedded mock's first-time
   * visitor gets an identity now; the mock service hands it out with its own answers).
   */
  const mockIdentity = (req: IncomingMessage): MockVisitor | null => (mock ? mockVisitor(req, !remoteMock) : null);

  /**
   * Stage 4: where the page's +data asks, with the page's budget on every call. A personal page's
   * may load the visitor's own data, with the customer's token from the auth cookie; no other
   * page's gets it.
   */
  function serverApiFor(
    req: IncomingMessage,
    requestId: string,
    identity: MockVisitor | null,
    inPreview: boolean,
    budget: PageBudget,
    personal: boolean,
  ): ServerApiConfig {
    const contentToken = inPreview ? config.contentPreviewToken! : config.contentApiToken;
    // The API sees the same request id as our log line; the network layer's logs carry it too.
    const tracing = { [REQUEST_ID_HEADER]: requestId };
    const logger = networkLogger(log.child({ requestId }));
    // Each API operation gets a span, passes its trace context on and is counted (observability.ts).
    const observed = observability.of(req);
    const limits = { timeoutMs: config.apiTimeoutMs, signal: budget.signal, deadline: budget.deadline };
    const visitor = personal ? { visitor: { token: readCookie(req.headers.cookie, AUTH_COOKIE) || undefined } } : {};
    const shopLimits = { ...limits, ...observed.api('shop'), ...visitor };
    const contentLimits = { ...limits, ...observed.api('content') };
    const inProcess = mock?.inProcess;
    const mockHeaders = { ...tracing, cookie: identity?.cookieHeader ?? '' };
    const faults = !!identity?.faults;
    return {
      shop: remoteMock
        ? { url: config.shopApiUrl!, headers: mockHeaders, logger, perVisitor: faults, ...shopLimits }
        : config.shopApiUrl
          ? {
              url: config.shopApiUrl,
              headers: { ...config.botBypassHeader, ...tracing },
              token: config.shopApiToken,
              logger,
              ...shopLimits,
            }
          : { url: 'http://localhost/graphql', fetchFn: inProcess, headers: mockHeaders, logger, perVisitor: faults, ...shopLimits },
      content: remoteMock
        ? {
            url: config.contentApiUrl!,
            headers: mockHeaders,
            token: contentToken,
            logger,
            perVisitor: inPreview || faults,
            ...contentLimits,
          }
        : config.contentApiUrl
          ? {
              url: config.contentApiUrl,
              headers: { ...config.botBypassHeader, ...tracing },
              token: contentToken,
              logger,
              perVisitor: inPreview,
              ...contentLimits,
            }
          : {
              url: 'http://localhost/content/graphql',
              fetchFn: inProcess,
              headers: mockHeaders,
              token: contentToken,
              logger,
              perVisitor: inPreview || faults,
              ...contentLimits,
            },
    };
  }

  /**
   * The browser's personalised calls and the login frame's token hand-over (personalisedRoute.ts):
   * the customer's token from its HttpOnly cookie goes to the shop API as bearer token, with the
   * call's deadline, request id and trace, and the visitor's mock cookies while the mock serves.
   */
  async function servePersonalised(req: IncomingMessage, res: ServerResponse, pathname: string, requestId: string) {
    const https = isHttps(req, config.trustProxy);
    // Like the server's other cookies: Secure on https and on every host but the developer's own.
    const context: RouteContext = {
      ownHosts: ownHostsOf(req.headers, config.trustProxy, tenant.host),
      secureCookies: https || !isLocalRequest(req),
      locale,
    };
    const extra = https ? { ...baseSecurityHeaders, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : baseSecurityHeaders;
    if (pathname === SESSION_PATH) return sendWebResponse(res, await answerSession(toWebRequest(req), context), extra);
    const identity = shopMocked ? mockVisitor(req, true) : null;
    const tracing = { [REQUEST_ID_HEADER]: requestId };
    const headers = identity ? { ...tracing, cookie: identity.cookieHeader } : tracing;
    const upstream: PersonalisedUpstream = {
      url: config.shopApiUrl ?? 'http://localhost/graphql',
      ...(mock?.inProcess && !config.shopApiUrl ? { fetchFn: (request: Request) => mock.fetch(request) } : {}),
      headers,
      timeoutMs: config.apiTimeoutMs,
      observe: observability.of(req).api('shop').observe,
    };
    const answer = await answerPersonalised(
      toWebRequest(req),
      { ...context, setCookies: identity?.setCookie ? [identity.setCookie] : [] },
      upstream,
    );
    return sendWebResponse(res, answer, extra);
  }

  /** Stages 3 to 7: the page rendered, with its headers and its body before compression. */
  async function renderShopPage(
    req: IncomingMessage,
    requestId: string,
    agent: AgentClass,
    budget: PageBudget,
  ): Promise<RenderedPage | null> {
    const url = req.url ?? '/';
    const traits = agentTraits(agent);
    const { runtime, basePath } = resolveRuntime({ pathname: requestPath(url), inApp: traits.inApp, configured: config.runtime });
    const identity = mockIdentity(req);
    const inPreview = inPreviewSession(req);
    const personal = isPersonalPageRequest(url);
    const observed = observability.of(req);
    const pageContext = await observed.render(() =>
      renderPage({
        urlOriginal: url,
        headersOriginal: req.headers,
        shop,
        runtime,
        basePath,
        isBot: traits.isBot,
        appPlatform: traits.appPlatform,
        clientApi: inPreview ? previewClientApi : clientApi,
        serverApi: serverApiFor(req, requestId, identity, inPreview, budget, personal),
        themeCss: theme,
        themeColor: tenant.theme.colors.primary,
        robots: tenant.robots,
        preview: inPreview,
      }),
    );
    const { httpResponse } = pageContext;
    if (!httpResponse) return null;
    if (budget.ended === 'spent')
      log.warn({ requestId, pageBudgetMs: config.pageBudgetMs, status: httpResponse.statusCode }, 'page budget spent');

    // Stage 6: headers.
    const isHtml = httpResponse.headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'));
    const headers: Array<[string, string | string[]]> = httpResponse.headers.filter(
      ([name]) => name.toLowerCase() !== 'content-security-policy',
    );
    headers.push(...Object.entries(baseSecurityHeaders));
    if (isHtml) headers.push(['Content-Security-Policy', pageCsp], ['Content-Language', locale]);
    const cookies = identity?.setCookie ? [identity.setCookie] : [];
    // A token the API refused for the page's +data ends the session here, as the personalised route does.
    if (personal && tokenRefused(pageContext.data?.personal))
      cookies.push(...endedSessionCookies(isHttps(req, config.trustProxy) || !isLocalRequest(req)));
    if (cookies.length > 0) headers.push(['Set-Cookie', cookies]);
    const status = httpResponse.statusCode;
    headers.push(['Cache-Control', CACHE_CONTROL[answerKind({ status, preview: inPreview, setsCookie: cookies.length > 0, personal })]]);
    if (status === 503) headers.push(['Retry-After', String(config.retryAfterSeconds)]);
    headers.push(['Vary', PAGE_VARY]);
    if (inPreview) headers.push(['X-Robots-Tag', 'noindex']);
    // The render's own times (a shared render's for every request that shares it).
    headers.push(['Server-Timing', observed.serverTiming()]);

    // Stage 7: body.
    const body = isHtml ? withPageHtml(deferPageScripts(Buffer.from(httpResponse.body)), pageContext) : Buffer.from(httpResponse.body);
    return { status, headers, body };
  }

  /** Stage 8: the answer on the wire, compressed for this client. */
  async function sendPage(req: IncomingMessage, res: ServerResponse, page: RenderedPage) {
    res.statusCode = page.status;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    if (isHttps(req, config.trustProxy)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    const encoding = page.body.length > MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) return void res.end(page.body);
    const compressed = await compressBody(page.body, encoding);
    res.setHeader('Content-Encoding', encoding);
    res.end(compressed);
  }

  /**
   * Stage 2 onwards for one page request. Anonymous requests (no preview, no mock identity to
   * hand out, no fault scenario) for the same URL and device class share one render; a personal
   * page's never do (it shows one visitor's data).
   */
  async function servePage(req: IncomingMessage, res: ServerResponse, requestId: string, budget: PageBudget) {
    const agent = agentClass(req.headers);
    // With the embedded mock, a visitor still to be named or with fault scenarios renders alone.
    const identity = mock ? mockVisitor(req, !remoteMock) : null;
    const shareable = !inPreviewSession(req) && !identity?.setCookie && !identity?.faults && !isPersonalPageRequest(req.url);
    const render = (own: PageBudget) =>
      renderQueue.run(async () => {
        // A visitor who left while waiting for a slot gets no render.
        if (own.ended === 'gone') return null;
        return renderShopPage(req, requestId, agent, own);
      });
    // A shared render keeps the first request's deadline, but no one visitor's leaving cuts it.
    const sharedRender = async () => {
      const own = startPageBudget(Math.max(1, budget.deadline - Date.now()), undefined);
      try {
        return await render(own);
      } finally {
        own.dispose();
      }
    };
    let page: RenderedPage | null;
    try {
      page = shareable ? await sharedRenders.join(`${agent} ${req.url}`, sharedRender) : await render(budget);
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      log.warn({ requestId, waiting: renderQueue.waiting }, 'render queue full, request shed');
      observability.metrics.renderShed();
      return sendUnavailable(res, config.retryAfterSeconds, locale);
    }
    if (res.destroyed) return;
    if (!page) return sendText(res, 404, serverTexts(locale).serverPageNotFound(), locale);
    await sendPage(req, res, page);
  }

  /** Stage 1. */
  async function route(req: IncomingMessage, res: ServerResponse, requestId: string, budget: PageBudget) {
    const pathname = requestPath(req.url);
    if (pathname === '/healthz') return sendProbe(res, true, 'ok');
    if (pathname === '/readyz') {
      const ready = readiness.ready();
      return sendProbe(res, ready, ready ? 'ready' : 'not ready');
    }
    if (pathname === '/readyz/deep') {
      const upstream = await readiness.upstreamHealthy();
      return sendProbe(res, upstream, upstream ? 'APIs answer' : 'an API does not answer');
    }
    const method = req.method ?? 'GET';
    if (pathname === BEACON_PATH) return receiveBeacon(req, res, { ...observability, log: log.child({ requestId }), locale });
    if (pathname === PERSONALISED_PATH || pathname === SESSION_PATH) return servePersonalised(req, res, pathname, requestId);
    if (pathname === CONTENT_PREVIEW_PROXY_PATH) {
      const answer = await proxyContentPreview(toWebRequest(req), {
        inPreview: inPreviewSession(req),
        locale,
        contentUrl: config.contentApiUrl ?? 'http://localhost/content/graphql',
        previewToken: config.contentPreviewToken ?? '',
        timeoutMs: config.apiTimeoutMs,
        // The embedded mock answers in-process and knows the visitor by its cookies.
        ...(mock?.inProcess && !config.contentApiUrl
          ? { fetchFn: (request: Request) => mock.fetch(request), headers: { cookie: req.headers.cookie ?? '' } }
          : {}),
        ...(remoteMock ? { headers: { cookie: mockVisitor(req, false).cookieHeader } } : {}),
        ...(config.contentApiUrl && !remoteMock ? { headers: config.botBypassHeader } : {}),
      });
      return sendWebResponse(res, answer, baseSecurityHeaders);
    }
    const api = mock?.handles(pathname) ?? false;
    if (!(api ? API_METHODS : PAGE_METHODS).includes(method)) return notAllowed(res, api ? API_METHODS : PAGE_METHODS, locale);
    // The mock's own cookies (console, visitor) follow the shop's rule: Secure off localhost.
    if (api && mock) return sendWebResponse(res, await mock.fetch(toWebRequest(req)), baseSecurityHeaders, !isLocalRequest(req));
    if (serveIcon(pathname, req, res, baseSecurityHeaders)) return;
    // The query alone: any request target must get an answer, '//' included (no URL parsing).
    const query = new URLSearchParams((req.url ?? '').split('#', 1)[0]!.split('?')[1] ?? '');
    const draft = previewRoute(pathname, query, preview, !isLocalRequest(req), locale);
    if (draft) return sendPreview(res, draft, locale);
    await new Promise<void>((resolve) => {
      assets(req, res, () => {
        servePage(req, res, requestId, budget)
          .catch((error: unknown) => fail(res, error, log.child({ requestId }), locale))
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
    // The page's budget runs from its arrival: time in the render queue counts.
    const budget = startPageBudget(config.pageBudgetMs, res);
    try {
      await route(req, res, requestId, budget);
    } catch (error) {
      fail(res, error, log.child({ requestId }), locale);
    } finally {
      budget.dispose();
    }
  };
}

/** Whether the request reached us over https: directly, or per X-Forwarded-Proto from a trusted edge. */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

function sendPreview(res: ServerResponse, answer: NonNullable<ReturnType<typeof previewRoute>>, locale: string) {
  if (answer.location === undefined) return sendText(res, answer.status, answer.text ?? '', locale);
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
  const read = async (project: string) =>
    JSON.parse(await readFile(new URL(`${project}.persisted.json`, dir), 'utf8')) as Record<string, string>;
  return { shop: await read('shop'), content: await read('content') };
}

/** A 500 that tells the visitor nothing about the inside; the details go to the log only. */
function fail(res: ServerResponse, error: unknown, log: Logger, locale: string) {
  log.error({ err: error }, 'Request failed');
  if (res.headersSent) return void res.end();
  sendText(res, 500, serverTexts(locale).serverInternalError(), locale);
}
