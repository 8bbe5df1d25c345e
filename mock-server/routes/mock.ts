import { CHAT_WIDGET_PATH, serveChatWidget } from '../domains/content/chatWidget.ts';
import { serveInvoicePdf } from '../domains/customer/invoicePdf.ts';
import { resetVisitor, visitorFor } from '../sessions/store.ts';

export const MOCK_PREFIX = '/mock/';

const noStore = { 'cache-control': 'no-store' };

/**
 * Test helpers for the current visitor:
 * - GET /mock/requests: the GraphQL requests so far; DELETE clears the log.
 * - DELETE /mock/session: forgets basket, wishlist, log and fault counters.
 * - GET /mock/invoices/<number>.pdf: the invoice as a PDF (the link of the invoice and the order).
 * - GET /mock/chat/widget.js?key=…: the stand-in live-chat widget.
 */
export function serveMockRoute(request: Request): Response {
  const { pathname } = new URL(request.url);
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
