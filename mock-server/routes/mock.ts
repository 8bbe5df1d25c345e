import { CHAT_WIDGET_PATH, serveChatWidget } from '../domains/content/chatWidget.ts';
import { serveInvoicePdf } from '../domains/customer/invoicePdf.ts';
import { FaultSpecError } from '../faults/format.ts';
import { clearGlobalFaults, describeGlobalFaults, setGlobalFaults, type GlobalFaultsInput } from '../faults/global.ts';
import { resetVisitor, visitorFor } from '../sessions/store.ts';

export const MOCK_PREFIX = '/mock/';

const noStore = { 'cache-control': 'no-store' };

/**
 * Test helpers for the current visitor:
 * - GET /mock/requests: the GraphQL requests so far; DELETE clears the log.
 * - DELETE /mock/session: forgets basket, wishlist, log and fault counters.
 * - GET /mock/invoices/<number>.pdf: the invoice as a PDF (the link of the invoice and the order).
 * - GET /mock/chat/widget.js?key=…: the stand-in live-chat widget.
 * - /mock/faults: fault rules for every visitor (faults/global.ts). PUT `{ shop?, content?,
 *   seconds? }` (fault specs per API; without seconds until DELETE), GET what is in force.
 */
export async function serveMockRoute(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/mock/faults') return serveGlobalFaults(request);
  const pdf = serveInvoicePdf(pathname);
  if (pdf) return pdf;
  if (pathname === CHAT_WIDGET_PATH) return serveChatWidget(request);
  const visitor = visitorFor(request);
  if (pathname === '/mock/requests') {
    if (request.method === 'GET') return Response.json(visitor.requests, { headers: noStore });
    if (request.method === 'DELETE') {
      visitor.requests.length = 0;
      return new Response(null, { status: 204, headers: noStore });
    }
    return new Response(null, { status: 405, headers: { allow: 'GET, DELETE' } });
  }
  if (pathname === '/mock/session') {
    if (request.method !== 'DELETE') return new Response(null, { status: 405, headers: { allow: 'DELETE' } });
    resetVisitor(visitor);
    return new Response(null, { status: 204, headers: noStore });
  }
  return new Response('Not found', { status: 404 });
}

async function serveGlobalFaults(request: Request): Promise<Response> {
  if (request.method === 'GET') return Response.json(describeGlobalFaults(), { headers: noStore });
  if (request.method === 'DELETE') {
    clearGlobalFaults();
    return new Response(null, { status: 204, headers: noStore });
  }
  if (request.method !== 'PUT') return new Response(null, { status: 405, headers: { allow: 'GET, PUT, DELETE' } });
  let input: GlobalFaultsInput;
  try {
    input = (await request.json()) as GlobalFaultsInput;
    if (typeof input !== 'object' || input === null) throw new TypeError('not an object');
    for (const api of ['shop', 'content'] as const) {
      if (input[api] !== undefined && typeof input[api] !== 'string') throw new TypeError(`${api} must be a fault spec`);
    }
    setGlobalFaults(input);
  } catch (error) {
    const message =
      error instanceof FaultSpecError || error instanceof RangeError || error instanceof TypeError ? error.message : 'Body must be JSON';
    return Response.json({ error: message }, { status: 400, headers: noStore });
  }
  return Response.json(describeGlobalFaults(), { headers: noStore });
}
