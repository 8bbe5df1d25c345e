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
}

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
  };
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
