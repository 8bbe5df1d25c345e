import { describe, expect, it } from 'vitest';
import { visitorFor } from './store.ts';
import { newVisitorId, readCookie, visitorIdOf, visitorSetCookie, VISITOR_COOKIE } from './visitor.ts';

const withCookie = (cookie?: string) => new Request('http://localhost/graphql', { headers: cookie ? { cookie } : {} });

describe('visitor identity', () => {
  it('reads the visitor cookie among others', () => {
    expect(VISITOR_COOKIE).toBe('mock_visitor');
    expect(visitorIdOf(withCookie('a=1; mock_visitor=abc-123; b=2'))).toBe('abc-123');
    expect(visitorIdOf(withCookie('mock_visitor=<script>'))).toBeNull();
    expect(readCookie('x=a%20b', 'x')).toBe('a b');
  });

  it('creates ids and the cookie that carries them', () => {
    const id = newVisitorId();
    expect(id).not.toBe(newVisitorId());
    expect(visitorSetCookie(id)).toMatch(new RegExp(`^mock_visitor=${id}; Path=/;`));
  });

  it('keeps state per visitor and none for cookie-less requests', () => {
    const a = visitorFor(withCookie('mock_visitor=state-a'));
    a.data.set('basket', 1);
    expect(visitorFor(withCookie('mock_visitor=state-a')).data.get('basket')).toBe(1);
    expect(visitorFor(withCookie('mock_visitor=state-b')).data.size).toBe(0);
    expect(visitorFor(withCookie())).not.toBe(visitorFor(withCookie()));
  });
});
