// How the page server reaches the mock APIs when it runs against them (MOCK=embedded or
// MOCK=remote). In embedded mode the mock's code is loaded into this process, and only then: a
// live server (MOCK unset) never imports anything from mock-server/. In remote mode the mock is a
// service of its own (npm run mock) and only this file's relay and cookie rules are used.
import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from './config.ts';
import { readCookie } from './preview.ts';
import { gatewayFailure, isLocalRequest } from './responses.ts';
import { withSecure } from './nodeFetch.ts';

/** The mock's own cookies: who the visitor is, and the fault scenarios the visitor switched on. */
export const MOCK_VISITOR_COOKIE = 'mock_visitor';
export const MOCK_FAULTS_COOKIE = 'mock_faults';

/** The mock's paths on the shop's host: both APIs, its images and its console. */
const MOCK_PATHS = ['/graphql', '/content/graphql', '/mock'];
const MOCK_PREFIXES = ['/images/', '/mock/'];

const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** 180 days, as the mock itself keeps a visitor. */
const VISITOR_MAX_AGE_SECONDS = 60 * 60 * 24 * 180;

export interface MockBinding {
  /** Whether a path is the mock's (APIs, images, console) rather than a page. */
  handles(pathname: string): boolean;
  /** Answers a request for one of those paths. */
  fetch(request: Request): Promise<Response>;
  /** The page's own API calls in-process (embedded mode); undefined: over the network. */
  inProcess: ((input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) | undefined;
}

/** What a page request tells the mock about its visitor. */
export interface MockVisitor {
  /** A first-time visitor's new identity, for the page's response. */
  setCookie: string | undefined;
  /** The Cookie header the page's API calls carry to the mock: the visitor and its faults. */
  cookieHeader: string;
  /** The visitor switched fault scenarios on: its page views share nothing with others'. */
  faults: boolean;
}

/** The binding for the configured mode; null for a live server. */
export async function bindMock(
  config: ServerConfig,
  persisted: () => Promise<{ shop: Record<string, string>; content: Record<string, string> }>,
): Promise<MockBinding | null> {
  if (config.mock === 'remote') return relayToMock(config);
  if (config.mock !== 'embedded' || (config.shopApiUrl && config.contentApiUrl)) return null;
  const { createEmbeddedMock } = await import('../../mock-server/console/mount.ts').catch((error: unknown) => {
    // The production image leaves the mock and its packages out (npm ci --omit=dev).
    throw new Error(`MOCK=embedded needs the mock server and its packages (mock-server/, npm ci without --omit=dev): ${String(error)}`);
  });
  const mock = createEmbeddedMock(config, { persisted: await persisted() });
  return { handles: mock.handles, fetch: mock.fetch, inProcess: (input, init) => mock.fetch(new Request(input, init)) };
}

/**
 * The mock service's paths relayed to it, so the browser talks to the mock on the shop's own
 * origin: its cookies (visitor, faults, console login) then reach it exactly as when embedded.
 * The shop's host travels as X-Forwarded-Host: the console's same-origin check compares it.
 */
function relayToMock(config: ServerConfig): MockBinding {
  const shop = new URL(config.shopApiUrl!);
  const content = new URL(config.contentApiUrl!);
  const target = (pathname: string) => (pathname === '/content/graphql' ? content.origin : shop.origin);
  return {
    handles: isMockPath,
    inProcess: undefined,
    async fetch(request) {
      const url = new URL(request.url);
      const headers = new Headers(request.headers);
      headers.set('x-forwarded-host', url.host);
      headers.delete('host');
      // Bodies pass through unchanged: fetch would otherwise decode them and keep the encoding header.
      headers.set('accept-encoding', 'identity');
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      let answer: Response;
      try {
        answer = await fetch(`${target(url.pathname)}${url.pathname}${url.search}`, {
          method: request.method,
          headers,
          body: hasBody ? request.body : undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
          ...(hasBody ? { duplex: 'half' } : {}),
        } as RequestInit);
      } catch (error) {
        // The mock service is down, dropped the connection or took too long: a gateway's answer,
        // which the browser's network layer reads by its status (and retries once).
        return gatewayFailure(error, 'The mock service');
      }
      const out = new Headers(answer.headers);
      for (const hop of ['content-length', 'transfer-encoding', 'connection', 'keep-alive']) out.delete(hop);
      return new Response(answer.body, { status: answer.status, headers: out });
    },
  };
}

/** How long a relayed call may take before the browser hears 504. */
const RELAY_TIMEOUT_MS = 30_000;

export function isMockPath(pathname: string): boolean {
  return MOCK_PATHS.includes(pathname) || MOCK_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The visitor as the mock knows it; only the mock's two cookies travel to it, never the shop's
 * others. With `issue`, a first-time visitor gets an identity now, so the page's own API calls
 * already use it (embedded mock). The mock service hands out the identity itself with its API
 * answers: the page then sets no cookie, and a visitor without one uses a throw-away state.
 */
export function mockVisitor(req: IncomingMessage, issue = true): MockVisitor {
  const cookie = req.headers.cookie;
  const known = readCookie(cookie, MOCK_VISITOR_COOKIE);
  const id = known !== null && VALID_ID.test(known) ? known : crypto.randomUUID();
  const fresh = `${MOCK_VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`;
  const faults = readCookie(cookie, MOCK_FAULTS_COOKIE);
  return {
    // Secure everywhere but on the developer's own machine (plain http there).
    setCookie: id === known || !issue ? undefined : isLocalRequest(req) ? fresh : withSecure(fresh),
    cookieHeader: [`${MOCK_VISITOR_COOKIE}=${id}`, faults ? `${MOCK_FAULTS_COOKIE}=${encodeURIComponent(faults)}` : '']
      .filter(Boolean)
      .join('; '),
    faults: !!faults,
  };
}
