import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasAppBridge, readFromApp, sendToApp } from './appBridge.ts';

describe('app bridge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing outside the app', () => {
    vi.stubGlobal('window', {});
    expect(hasAppBridge()).toBe(false);
    expect(sendToApp('userInfo', { loggedIn: true })).toBe(false);
    expect(readFromApp('settings')).toBeNull();
  });

  it('sends JSON and reads JSON values', () => {
    const store = new Map<string, string>([['settings', '{"trackingConsent":true}']]);
    vi.stubGlobal('window', { ShopApp: { setValue: (k: string, v: string) => store.set(k, v), getValue: (k: string) => store.get(k) } });
    expect(sendToApp('userInfo', { loggedIn: true })).toBe(true);
    expect(store.get('userInfo')).toBe('{"loggedIn":true}');
    expect(readFromApp('settings')).toEqual({ trackingConsent: true });
  });
});
