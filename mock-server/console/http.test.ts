import { describe, expect, it } from 'vitest';
import { isSameOrigin, visitorOf } from './http.ts';

const post = (headers: Record<string, string>, url = 'http://shop.test/mock/console/logout') =>
  new Request(url, { method: 'POST', headers });

describe('same-origin guard', () => {
  it("accepts the console's own forms", () => {
    expect(isSameOrigin(post({ origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(post({ origin: 'http://shop.test' }))).toBe(true); // browsers without Fetch Metadata
    expect(isSameOrigin(post({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    // Behind a TLS proxy the page server sees http, the browser says https.
    expect(isSameOrigin(post({ origin: 'https://shop.test' }))).toBe(true);
  });

  it('refuses other sites, sibling subdomains, opaque origins and header-less callers', () => {
    expect(isSameOrigin(post({ origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOrigin(post({ origin: 'https://evil.test' }))).toBe(false);
    expect(isSameOrigin(post({ origin: 'http://a.shop.test', 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isSameOrigin(post({ origin: 'null' }))).toBe(false);
    expect(isSameOrigin(post({ 'sec-fetch-site': 'none' }))).toBe(false);
    expect(isSameOrigin(post({}))).toBe(false);
  });
});

describe('visitor of a console request', () => {
  it("keeps the caller's id, or makes one and the cookie for it", () => {
    const known = visitorOf(new Request('http://shop.test/mock', { headers: { cookie: 'mock_visitor=abc' } }));
    expect(known).toMatchObject({ id: 'abc' });
    expect(known.setCookie).toBeUndefined();
    const fresh = visitorOf(new Request('http://shop.test/mock', { headers: { cookie: 'x=1' } }));
    expect(fresh.setCookie).toContain(`mock_visitor=${fresh.id}`);
    expect(fresh.request.headers.get('cookie')).toBe(`x=1; mock_visitor=${fresh.id}`);
  });
});
