// The browser's content queries in an editor's preview session (content modals, legal hints …)
// must show drafts too, yet the preview token must never reach the browser. In preview the page
// points the browser's content environment at this same-origin route; it checks the HttpOnly
// preview cookie and passes the GraphQL request on to the content API with the preview token.

import { gatewayFailure } from './responses.ts';
import { serverTexts } from './texts.ts';

export const CONTENT_PREVIEW_PROXY_PATH = '/api/content-preview';

/** Headers of the browser's request that the content API may see (no cookies, no Authorization). */
const FORWARDED = ['accept', 'content-type', 'x-request-id'];
const MAX_BODY_BYTES = 256 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;

export interface ContentPreviewProxyOptions {
  /** Whether the request carries a valid preview cookie. */
  inPreview: boolean;
  /** The shop's locale, for the refusal's text. */
  locale: string;
  /** The content API's GraphQL URL. */
  contentUrl: string;
  previewToken: string;
  /** The embedded mock's fetch (in-process), else the global fetch. */
  fetchFn?: (request: Request) => Promise<Response>;
  /** Extra headers for the content API (the embedded mock's visitor cookie). */
  headers?: Record<string, string>;
  /** The call's deadline (the server's API_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** Answers a request to the preview proxy; the caller writes the Response. */
export async function proxyContentPreview(request: Request, options: ContentPreviewProxyOptions): Promise<Response> {
  const noStore = { 'Cache-Control': 'private, no-store' };
  if (!options.inPreview)
    return new Response(serverTexts(options.locale).serverNoPreviewSession(), {
      status: 403,
      headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Language': options.locale },
    });
  if (request.method !== 'GET' && request.method !== 'POST')
    return new Response(null, { status: 405, headers: { ...noStore, Allow: 'GET, POST' } });
  const body = request.method === 'POST' ? await request.arrayBuffer() : undefined;
  if (body && body.byteLength > MAX_BODY_BYTES) return new Response(null, { status: 413, headers: noStore });

  const target = new URL(options.contentUrl);
  target.search = new URL(request.url).search;
  const headers = new Headers(options.headers);
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('Authorization', `Bearer ${options.previewToken}`);
  const forwarded = new Request(target, {
    method: request.method,
    headers,
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  let answer: Response;
  try {
    answer = await (options.fetchFn ?? fetch)(forwarded);
  } catch (error) {
    const failed = gatewayFailure(error, 'The content API');
    return new Response(failed.body, { status: failed.status, headers: { ...noStore, 'Content-Type': 'application/json' } });
  }
  return new Response(await answer.arrayBuffer(), {
    status: answer.status,
    headers: { ...noStore, 'Content-Type': answer.headers.get('content-type') ?? 'application/json', ...retryHeaders(answer) },
  });
}

/** The rate-limit hint the network layer reads on 429. */
function retryHeaders(answer: Response): Record<string, string> {
  const reset = answer.headers.get('rate-limit-reset');
  return reset ? { 'rate-limit-reset': reset } : {};
}
