import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE, readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('reads one cookie among several, trimming spaces', () => {
    expect(readCookie('a=1; shop_auth=tok-123 ;b=2', AUTH_COOKIE)).toBe('tok-123');
    expect(readCookie('shop_auth=x', 'shop_auth')).toBe('x');
  });

  it('is undefined when the cookie is absent', () => {
    expect(readCookie('', AUTH_COOKIE)).toBeUndefined();
    expect(readCookie('a=1; b=2', AUTH_COOKIE)).toBeUndefined();
    expect(readCookie('shop_auth', AUTH_COOKIE)).toBeUndefined();
  });

  it('matches the whole name, not a prefix or suffix', () => {
    expect(readCookie('shop_auth_old=1; xshop_auth=2', AUTH_COOKIE)).toBeUndefined();
    expect(readCookie('shop_auth_old=1; shop_auth=3', AUTH_COOKIE)).toBe('3');
  });

  it('keeps "=" inside the value, decodes percent-encoding and strips quotes', () => {
    expect(readCookie('shop_auth=abc==', AUTH_COOKIE)).toBe('abc==');
    expect(readCookie('shop_auth=a%20b%3Dc', AUTH_COOKIE)).toBe('a b=c');
    expect(readCookie('shop_auth="quoted"', AUTH_COOKIE)).toBe('quoted');
  });

  it('keeps a malformed percent-encoding as sent and an empty value as empty', () => {
    expect(readCookie('shop_auth=100%', AUTH_COOKIE)).toBe('100%');
    expect(readCookie('shop_auth=', AUTH_COOKIE)).toBe('');
  });

  it('takes the first of duplicate cookies (the most specific path comes first)', () => {
    expect(readCookie('shop_auth=new; shop_auth=old', AUTH_COOKIE)).toBe('new');
  });
});
