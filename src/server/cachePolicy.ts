// Who may keep a page's answer, and for how long: one row per kind of answer, decided in one place.
//
// | kind        | when                                                        | Cache-Control |
// |-------------|-------------------------------------------------------------|---------------|
// | shared      | a 200 page that is the same for every visitor and sets no cookie | public: browsers revalidate, shared caches keep it a minute, serve it stale for five while they fetch anew, and for a day while the shop fails |
// | personal    | a personal page (basket, checkout, thanks, account, wishlist: rendered with the visitor's data), or a page that sets a cookie (a first visit to the embedded mock) | private, no-store |
// | preview     | an editor's page with drafts                                | private, no-store |
// | missing     | 404 and other client errors                                 | no-store |
// | unavailable | 503: an API failed or was too slow, or the server is full   | no-store (and Retry-After); a shared cache serves its stale copy meanwhile (stale-if-error) |
// | failed      | 500: the shop's own fault                                   | no-store |
export type AnswerKind = 'shared' | 'personal' | 'preview' | 'missing' | 'unavailable' | 'failed';

export const CACHE_CONTROL: Record<AnswerKind, string> = {
  shared: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400',
  personal: 'private, no-store',
  preview: 'private, no-store',
  missing: 'no-store',
  unavailable: 'no-store',
  failed: 'no-store',
};

/**
 * Pages differ by encoding and by the device class the edge sends (src/server/agent.ts) — never
 * by the raw User-Agent, which would leave a shared cache nothing to share.
 */
export const PAGE_VARY = 'Accept-Encoding, X-Shop-Agent';

export function answerKind({
  status,
  preview,
  setsCookie,
  personal = false,
}: {
  status: number;
  preview: boolean;
  setsCookie: boolean;
  personal?: boolean;
}): AnswerKind {
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'failed';
  if (status !== 200) return 'missing';
  if (preview) return 'preview';
  return setsCookie || personal ? 'personal' : 'shared';
}
