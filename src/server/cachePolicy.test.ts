import { describe, expect, it } from 'vitest';
import { answerKind, CACHE_CONTROL, PAGE_VARY } from './cachePolicy.ts';

const policy = (status: number, preview = false, setsCookie = false) => CACHE_CONTROL[answerKind({ status, preview, setsCookie })];

describe('cache policy', () => {
  it('lets shared caches keep a page that is the same for everybody, and serve it stale while the shop fails', () => {
    expect(policy(200)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
  });

  it('keeps personal answers and drafts out of every shared cache', () => {
    expect(policy(200, false, true)).toBe('private, no-store');
    expect(policy(200, true)).toBe('private, no-store');
    expect(policy(200, true, true)).toBe('private, no-store');
  });

  it("keeps a personal page (rendered with the visitor's data) private", () => {
    expect(CACHE_CONTROL[answerKind({ status: 200, preview: false, setsCookie: false, personal: true })]).toBe('private, no-store');
    expect(CACHE_CONTROL[answerKind({ status: 404, preview: false, setsCookie: false, personal: true })]).toBe('no-store');
  });

  it('keeps no error', () => {
    expect([404, 410, 500, 503].map((status) => policy(status))).toEqual(['no-store', 'no-store', 'no-store', 'no-store']);
    expect(answerKind({ status: 503, preview: false, setsCookie: false })).toBe('unavailable');
  });

  it('never varies on the raw User-Agent', () => {
    expect(PAGE_VARY).not.toMatch(/user-agent/i);
  });
});
