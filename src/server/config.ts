// Everything the server reads from its environment, checked once at start-up.
import { ALLOWED_SHOP_CODES, TENANTS } from '../../tenants/index.ts';
import { resolveRuntime } from '../shop/runtime.ts';
import { resolveTenant, validateTenants, type Tenant } from '../shop/tenant.ts';

export interface ServerConfig {
  tenant: Tenant;
  /** Deployment runtime: 'store' for in-store display devices, else the web shop. */
  runtime: string | undefined;
  port: number;
  /** Real back ends; where one is missing the embedded mock serves that API. */
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

/** Enough to keep the CPU busy while renders wait on remote APIs, few enough to bound memory. */
export const DEFAULT_RENDER_CONCURRENCY = 8;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  validateTenants(TENANTS, ALLOWED_SHOP_CODES);
  const tenant = resolveTenant(env.SHOP || undefined, env);
  // Fails now, not on the first request, when SHOP_RUNTIME holds something unknown.
  resolveRuntime({ pathname: '/', configured: env.SHOP_RUNTIME });
  return {
    tenant,
    runtime: env.SHOP_RUNTIME || undefined,
    port: Number(env.PORT ?? 3000),
    shopApiUrl: env.GRAPHQL_URL || undefined,
    shopApiToken: env.GRAPHQL_TOKEN || undefined,
    contentApiUrl: env.CONTENT_GRAPHQL_URL || undefined,
    contentApiToken: env.CONTENT_GRAPHQL_TOKEN || 'mock-content-token',
    loginFrameUrl: loginFrameUrl(env.LOGIN_FRAME_URL),
    // The embedded mock's preview token and secret are defaults only while it serves content.
    contentPreviewToken: env.CONTENT_PREVIEW_TOKEN || (env.CONTENT_GRAPHQL_URL ? undefined : 'mock-preview-token'),
    previewSecret: env.CONTENT_PREVIEW_SECRET || (env.CONTENT_GRAPHQL_URL ? '' : 'mock-preview-secret'),
    chat: chatConfig(env),
    renderConcurrency: renderConcurrency(env.RENDER_CONCURRENCY),
    renderQueueMaxWaiting: wholeNumber('RENDER_QUEUE_MAX_WAITING', env.RENDER_QUEUE_MAX_WAITING, DEFAULT_RENDER_QUEUE_MAX_WAITING, 0),
    // The embedded mock answers in this process: its time is the server's own CPU, not a wait on a
    // remote API, and on a busy developer's or CI machine its first answers take seconds.
    apiTimeoutMs: wholeNumber('API_TIMEOUT_MS', env.API_TIMEOUT_MS, env.GRAPHQL_URL ? DEFAULT_API_TIMEOUT_MS : EMBEDDED_MOCK_API_TIMEOUT_MS, 1),
    pageBudgetMs: wholeNumber('PAGE_BUDGET_MS', env.PAGE_BUDGET_MS, env.GRAPHQL_URL ? DEFAULT_PAGE_BUDGET_MS : EMBEDDED_MOCK_PAGE_BUDGET_MS, 1),
    retryAfterSeconds: wholeNumber('RETRY_AFTER_SECONDS', env.RETRY_AFTER_SECONDS, DEFAULT_RETRY_AFTER_SECONDS, 1),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    drainDelayMs: wholeNumber('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, DEFAULT_DRAIN_DELAY_MS, 0),
    keepAliveTimeoutMs: wholeNumber('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, DEFAULT_KEEP_ALIVE_TIMEOUT_MS, 1),
    headersTimeoutMs: wholeNumber('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS, 1),
  };
}

/** A whole number of at least `min` from the environment, its default when unset; else start-up fails. */
function wholeNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}: ${value}`);
  return n;
}

function renderConcurrency(value: string | undefined): number {
  if (!value) return DEFAULT_RENDER_CONCURRENCY;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`RENDER_CONCURRENCY must be a whole number of at least 1: ${value}`);
  return n;
}

/** The chat widget: configured, or the mock's stand-in while the mock serves the shop API. */
function chatConfig(env: NodeJS.ProcessEnv): ServerConfig['chat'] {
  if (env.CHAT_SCRIPT_URL) return { scriptUrl: env.CHAT_SCRIPT_URL, widgetKey: env.CHAT_WIDGET_KEY ?? '' };
  return env.GRAPHQL_URL ? undefined : { scriptUrl: '/mock/chat/widget.js', widgetKey: env.CHAT_WIDGET_KEY || 'mock-chat-key' };
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

/** The mock is mounted unless both APIs are real. */
export function needsMock(config: ServerConfig): boolean {
  return !config.shopApiUrl || !config.contentApiUrl;
}
