import { describe, expect, it } from 'vitest';
import { HOSTILE_TARGETS } from './redirectTarget.fixtures.ts';
import { safeRedirectTarget, shopPath } from './redirectTarget.ts';

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

  it.each(HOSTILE_TARGETS)('never leaves the shop for %j', (target) => {
    const result = safeRedirectTarget(target, host);
    // Resolved the way the browser resolves a location.assign() argument on a shop page.
    expect(new URL(result, `${host}/unauthorized`).origin).toBe(host);
    expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
  });

  it('keeps encoded slashes encoded, so they stay one path segment of the shop', () => {
    expect(safeRedirectTarget('/%2F%2Fevil.example', host)).toBe('/%2F%2Fevil.example');
    expect(safeRedirectTarget('/%09/evil.example', host)).toBe('/%09/evil.example');
  });
  it('collapses leading slashes that dot segments leave behind', () => {
    expect(safeRedirectTarget('/.//evil.example', host)).toBe('/evil.example');
    expect(safeRedirectTarget('https://www.hansebrueck.de//evil.example', host)).toBe('https://www.hansebrueck.de//evil.example');
  });
  it('reads host names as the browser does: case-insensitive, default port ignored', () => {
    expect(safeRedirectTarget('HTTPS://WWW.HANSEBRUECK.DE/p/1', host)).toBe('https://www.hansebrueck.de/p/1');
    expect(safeRedirectTarget('https://LOGIN.hansebrueck.de:443/a', host)).toBe('https://login.hansebrueck.de/a');
  });
});

describe('shop paths', () => {
  it('turns shop URLs into paths', () => {
    expect(shopPath('/content/agb?a=1#x', host)).toBe('/content/agb?a=1#x');
    expect(shopPath(`${host}/content/agb`, host)).toBe('/content/agb');
    expect(shopPath('content/agb', host)).toBe('/content/agb');
  });
  it.each(HOSTILE_TARGETS)('gives no path that leaves the shop for %j', (target) => {
    const path = shopPath(target, host);
    if (path !== null) expect(new URL(path, `${host}/search`).origin).toBe(host);
  });
  it('refuses partner hosts: they are not the shop', () => {
    expect(shopPath('https://login.hansebrueck.de/auth', host)).toBeNull();
  });
});

describe('absolute targets', () => {
  it('must be written scheme://host, not in the forms only some parsers read as relative', () => {
    expect(safeRedirectTarget('https:evil.example', host)).toBe('/');
    expect(safeRedirectTarget('https:/www.hansebrueck.de/p/1', host)).toBe('/');
  });
});
