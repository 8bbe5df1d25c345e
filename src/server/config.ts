// Everything the server reads from its environment, checked once at start-up.
import { ALLOWED_SHOP_CODES, TENANTS } from '../../tenants/index.ts';
import { resolveRuntime } from '../shop/page/runtime.ts';
import { resolveTenant, validateTenants, type Tenant } from '../shop/tenant/tenant.ts';

export interface ServerConfig {
  tenant: Tenant;
  /** Deployment runtime: 'store' for in-store display devices, else the web shop. */
  runtime: string | undefined;
  port: number;
  /** Where the mock APIs run, if at all (MOCK): in this process, as a service of their own, or nowhere. */
  mock: MockMode;
  /** The back ends' addresses; in embedded mode the mock serves the API whose address is missing. */
  shopApiUrl: string | undefined;
  shopApiToken: string | undefined;
  contentApiUrl: string | undefined;
  contentApiToken: string;
  /** The identity provider's login frame for the authentication modal; unset: the shop's own form. */
  loginFrameUrl: string | undefined;
  /** Token for drafts (preview mode); without it preview stays off. */
  contentPreviewToken: string | undefined;
  /** Secret of the CMS's preview link (/api/draft?secret=…); without it preview cannot be entered. */
  previewSecret: string;
  /** Live-chat widget script and key; without a script URL, CHAT buttons are not shown. */
  chat: { scriptUrl: string; widgetKey: string } | undefined;
  /** Page renders in flight at once; more wait in arrival order (renderQueue.ts). */
  renderConcurrency: number;
  /** Page requests that may wait for a render; past it the server sheds load with a fast 503. */
  renderQueueMaxWaiting: number;
  /** How long one server-side API call may take before it counts as a timeout (retried once). */
  apiTimeoutMs: number;
  /**
   * A page's whole budget from its arrival: past it the parts that may fail are left out and a
   * page whose main data is missing answers 503.
   */
  pageBudgetMs: number;
  /** The Retry-After of a 503, in seconds. */
  retryAfterSeconds: number;
  /**
   * The edge in front is trusted to say how the request arrived (X-Forwarded-Proto): answers that
   * came over https then carry Strict-Transport-Security. Set TRUST_PROXY=1 behind a load balancer
   * or CDN that sets the header itself; never where clients reach the server directly.
   */
  trustProxy: boolean;
  /** On SIGTERM: how long the process stays up, not ready, before it stops accepting (SHUTDOWN_DRAIN_MS). */
  drainDelayMs: number;
  /** Idle keep-alive connections are closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** A client must have sent its request headers within this (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** Base of product image URLs (IMAGE_CDN_URL, no trailing slash): the media CDN, or the mock's /images. */
  imageCdnUrl: string;
  /**
   * Hosts of content pictures and videos (CONTENT_ASSET_URL): the CMS's asset host, and the media
   * CDN's if content links one too (several separated by commas). Unset: the shop's own host.
   */
  contentAssetOrigins: string[];
  /**
   * A header the APIs' bot control lets through (BOT_BYPASS_HEADER, 'Name: value'), sent with the
   * server's own calls to real back ends, never to the browser. Unset: none.
   */
  botBypassHeader: Record<string, string>;
}

/** What a page may take at most, retry included: two attempts of API_TIMEOUT_MS fit in it. */
export const DEFAULT_API_TIMEOUT_MS = 2_000;
export const DEFAULT_PAGE_BUDGET_MS = 5_000;
export const EMBEDDED_MOCK_API_TIMEOUT_MS = 10_000;
export const EMBEDDED_MOCK_PAGE_BUDGET_MS = 25_000;
/** About what 8 renders in flight clear in a few seconds; more would only wait past their budget. */
export const DEFAULT_RENDER_QUEUE_MAX_WAITING = 64;
export const DEFAULT_RETRY_AFTER_SECONDS = 5;
/**
 * Long enough for a load balancer to see the failing readiness probe and stop sending (two
 * probes 5 s apart), so no request meets a closed listener.
 */
export const DEFAULT_DRAIN_DELAY_MS = 10_000;
/**
 * Above the idle timeouts of common load balancers (AWS ALB and GCP: 60 s and 600 s; nginx's
 * upstream keepalive 60 s): the balancer, not the shop, closes an idle connection, so it never
 * sends a request on a connection the shop has just closed (a 502).
 */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Must exceed the keep-alive timeout (Node's rule), or idle connections are cut by it instead. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 66_000;

/**
 * 'embedded': the mock answers inside the page server (npm start, npm run dev, the tests).
 * 'remote': the APIs are the mock running as a service of its own (npm run mock), reached through
 * GRAPHQL_URL and CONTENT_GRAPHQL_URL; the page server relays the mock's paths and its visitor and
 * fault cookies so state per visitor still works. null: real back ends only.
 */
export type MockMode = 'embedded' | 'remote' | null;

const MISSING_APIS =
  'No back end configured: set GRAPHQL_URL, CONTENT_GRAPHQL_URL and IMAGE_CDN_URL to the real APIs and media CDN, ' +
  'or MOCK=embedded to run the shop against its built-in mock (npm start does), ' +
  'or MOCK=remote with those URLs pointing at a mock service (npm run mock).';

/** Enough to keep the CPU busy while renders wait on remote APIs, few enough to bound memory. */
export const DEFAULT_RENDER_CONCURRENCY = 8;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  validateTenants(TENANTS, ALLOWED_SHOP_CODES);
  const tenant = resolveTenant(env.SHOP || undefined, env);
  // Fails now, not on the first request, when SHOP_RUNTIME holds something unknown.
  resolveRuntime({ pathname: '/', configured: env.SHOP_RUNTIME });
  const mock = mockMode(env.MOCK);
  const shopApiUrl = apiUrl('GRAPHQL_URL', env.GRAPHQL_URL);
  const contentApiUrl = apiUrl('CONTENT_GRAPHQL_URL', env.CONTENT_GRAPHQL_URL);
  const imageCdn = env.IMAGE_CDN_URL ? httpUrl('IMAGE_CDN_URL', env.IMAGE_CDN_URL).href.replace(/\/+$/, '') : undefined;
  // Never a silent fallback to the mock: a live server names its back ends.
  if (mock === null && (!shopApiUrl || !contentApiUrl || !imageCdn)) throw new Error(MISSING_APIS);
  if (mock === 'remote' && (!shopApiUrl || !contentApiUrl)) {
    throw new Error('MOCK=remote needs GRAPHQL_URL and CONTENT_GRAPHQL_URL pointing at the mock service (npm run mock).');
  }
  // The mock's tokens, preview secret and chat stand-in are defaults only while the mock serves that API.
  const shopMocked = mock === 'remote' || (mock === 'embedded' && !shopApiUrl);
  const contentMocked = mock === 'remote' || (mock === 'embedded' && !contentApiUrl);
  return {
    tenant,
    runtime: env.SHOP_RUNTIME || undefined,
    port: Number(env.PORT ?? 3000),
    mock,
    shopApiUrl,
    shopApiToken: env.GRAPHQL_TOKEN || undefined,
    contentApiUrl,
    contentApiToken: env.CONTENT_GRAPHQL_TOKEN || (contentMocked ? 'mock-content-token' : ''),
    loginFrameUrl: loginFrameUrl(env.LOGIN_FRAME_URL),
    contentPreviewToken: env.CONTENT_PREVIEW_TOKEN || (contentMocked ? 'mock-preview-token' : undefined),
    previewSecret: env.CONTENT_PREVIEW_SECRET || (contentMocked ? 'mock-preview-secret' : ''),
    chat: chatConfig(env, shopMocked),
    renderConcurrency: renderConcurrency(env.RENDER_CONCURRENCY),
    renderQueueMaxWaiting: wholeNumber('RENDER_QUEUE_MAX_WAITING', env.RENDER_QUEUE_MAX_WAITING, DEFAULT_RENDER_QUEUE_MAX_WAITING, 0),
    // The mock (embedded or on this machine) spends the machine's own CPU, not a wait on a remote
    // API, and on a busy developer's or CI machine its first answers take seconds.
    apiTimeoutMs: wholeNumber('API_TIMEOUT_MS', env.API_TIMEOUT_MS, mock ? EMBEDDED_MOCK_API_TIMEOUT_MS : DEFAULT_API_TIMEOUT_MS, 1),
    pageBudgetMs: wholeNumber('PAGE_BUDGET_MS', env.PAGE_BUDGET_MS, mock ? EMBEDDED_MOCK_PAGE_BUDGET_MS : DEFAULT_PAGE_BUDGET_MS, 1),
    retryAfterSeconds: wholeNumber('RETRY_AFTER_SECONDS', env.RETRY_AFTER_SECONDS, DEFAULT_RETRY_AFTER_SECONDS, 1),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    drainDelayMs: wholeNumber('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, DEFAULT_DRAIN_DELAY_MS, 0),
    keepAliveTimeoutMs: wholeNumber('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, DEFAULT_KEEP_ALIVE_TIMEOUT_MS, 1),
    headersTimeoutMs: wholeNumber('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS, 1),
    // The mock answers /images/… on the shop's own host (embedded, or relayed to the mock service).
    imageCdnUrl: imageCdn ?? '/images',
    contentAssetOrigins: (env.CONTENT_ASSET_URL ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((value) => httpUrl('CONTENT_ASSET_URL', value).origin),
    botBypassHeader: botBypassHeader(env.BOT_BYPASS_HEADER),
  };
}

/** 'Name: value' as a header; start-up fails on anything else, naming the setting but not its secret. */
function botBypassHeader(setting: string | undefined): Record<string, string> {
  if (!setting) return {};
  const colon = setting.indexOf(':');
  const name = setting.slice(0, Math.max(colon, 0)).trim();
  const value = setting.slice(colon + 1).trim();
  // A header name is an HTTP token; the value must fit on one line.
  if (colon < 0 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || !value || /[\r\n\0]/.test(value)) {
    throw new Error("BOT_BYPASS_HEADER must be 'Name: value' (a header name, a colon, a value)");
  }
  return { [name.toLowerCase()]: value };
}

/** A whole number of at least `min` from the environment, its default when unset; else start-up fails. */
function wholeNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}: ${value}`);
  return n;
}

function mockMode(value: string | undefined): MockMode {
  if (!value) return null;
  if (value === 'embedded' || value === 'remote') return value;
  throw new Error(`MOCK must be embedded or remote: ${value}`);
}

function apiUrl(name: string, value: string | undefined): string | undefined {
  return value ? httpUrl(name, value).href : undefined;
}

/** An http(s) address, else start-up fails with the setting's name. */
function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) address: ${value}`);
  return url;
}

function renderConcurrency(value: string | undefined): number {
  if (!value) return DEFAULT_RENDER_CONCURRENCY;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`RENDER_CONCURRENCY must be a whole number of at least 1: ${value}`);
  return n;
}

/** The chat widget: configured, or the mock's stand-in while the mock serves the shop API. */
function chatConfig(env: NodeJS.ProcessEnv, shopMocked: boolean): ServerConfig['chat'] {
  if (env.CHAT_SCRIPT_URL) return { scriptUrl: env.CHAT_SCRIPT_URL, widgetKey: env.CHAT_WIDGET_KEY ?? '' };
  return shopMocked ? { scriptUrl: '/mock/chat/widget.js', widgetKey: env.CHAT_WIDGET_KEY || 'mock-chat-key' } : undefined;
}

/** An https address (http only for localhost), else start-up fails with the reason. */
function loginFrameUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`LOGIN_FRAME_URL is not a URL: ${value}`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) throw new Error(`LOGIN_FRAME_URL must use https: ${value}`);
  return url.href;
}

/** readConfig for a server's start: a broken configuration ends the process with its message. */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** The mock is mounted in this process when embedding was chosen and an API has no address. */
export function needsMock(config: ServerConfig): boolean {
  return config.mock === 'embedded' && (!config.shopApiUrl || !config.contentApiUrl);
}
