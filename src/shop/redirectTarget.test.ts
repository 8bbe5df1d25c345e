import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirectTarget.ts';

const host = 'https://www.hansebrueck.de';

describe('redirect targets', () => {
  it('allows shop paths', () => {
    expect(safeRedirectTarget('/customer/orders?x=1', host)).toBe('/customer/orders?x=1');
  });
  it('allows https on the shop and allowed partner hosts', () => {
    expect(safeRedirectTarget('https://www.hansebrueck.de/p/1', host)).toBe('https://www.hansebrueck.de/p/1');
    expect(safeRedirectTarget('https://login.hansebrueck.de/auth?x', host)).toBe('https://login.hansebrueck.de/auth?x');
  });
  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'http://www.hansebrueck.de/', 'javascript:alert(1)', '', null])(
    'refuses %j',
    (target) => {
      expect(safeRedirectTarget(target, host)).toBe('/');
    },
  );
});
