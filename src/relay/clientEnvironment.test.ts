// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasLoginMarker, LOGIN_CHANGED, setLoginMarker } from '../shop/loginMarker.ts';
import { followSession } from './clientEnvironment.ts';

describe('followSession', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.cookie = 'shop_session=; max-age=0; path=/';
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('turns the marker on when the server started a session (a login only the cookie knows of) and off when it ended one', async () => {
    const changes = vi.fn();
    window.addEventListener(LOGIN_CHANGED, changes);
    document.cookie = 'shop_session=1; path=/';
    followSession();
    expect(hasLoginMarker()).toBe(false);
    vi.runAllTimers();
    expect(hasLoginMarker()).toBe(true);
    // The next answer arrives in a task of its own (the page's cookie copy lasts one task).
    await Promise.resolve();
    document.cookie = 'shop_session=; max-age=0; path=/';
    followSession();
    vi.runAllTimers();
    expect(hasLoginMarker()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    window.removeEventListener(LOGIN_CHANGED, changes);
  });

  it('says nothing when the marker already agrees (the login\'s own startSession came first)', () => {
    document.cookie = 'shop_session=1; path=/';
    setLoginMarker(true);
    const changes = vi.fn();
    window.addEventListener(LOGIN_CHANGED, changes);
    followSession();
    vi.runAllTimers();
    expect(changes).not.toHaveBeenCalled();
    window.removeEventListener(LOGIN_CHANGED, changes);
  });
});
