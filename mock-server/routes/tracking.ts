import { clearTracking, trackingCalls } from '../domains/recommendations/tracking.ts';
import { visitorFor } from '../sessions/store.ts';

export const TRACKING_PREFIX = '/mock/tracking';

const noStore = { 'cache-control': 'no-store' };

/**
 * The recommendation tracking calls of the current visitor (only those sent with consent):
 * GET lists them as JSON [{ mutation, arguments, visitor, customerNumber, at }], oldest first;
 * DELETE forgets them.
 */
export function serveTracking(request: Request): Response {
  if (new URL(request.url).pathname !== TRACKING_PREFIX) return new Response('Not found', { status: 404 });
  const visitor = visitorFor(request);
  if (request.method === 'GET') return Response.json(trackingCalls(visitor), { headers: noStore });
  if (request.method === 'DELETE') {
    clearTracking(visitor);
    return new Response(null, { status: 204, headers: noStore });
  }
  return new Response(null, { status: 405, headers: { allow: 'GET, DELETE' } });
}
