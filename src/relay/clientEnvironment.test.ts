// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasLoginMarker, LOGIN_CHANGED, setLoginMarker } from '../shop/context/loginMarker.ts';

// The module remembers what the page last heard of the session: each test loads it afresh.
async function load() {
  vi.resetModules();
  return (await import('./clientEnvironment.ts')).followSession;
}
/** The next answer arrives in a task of its own (the page's copy of its cookies lasts one task). */
const nextTask = () => Promise.resolve();

describe('followSession', () => {
  const changes = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.cookie = 'shop_session=; max-age=0; path=/';
    localStorage.clear();
    changes.mockReset();
    window.addEventListener(LOGIN_CHANGED, changes);
  });
  afterEach(() => {
    window.removeEventListener(LOGIN_CHANGED, changes);
    vi.useRealTimers();
  });

  it('turns the marker on when the server started a session only the auth cookie knew of, and off when it ended one', async () => {
    const followSession = await load();
    document.cookie = 'shop_session=1; path=/';
    followSession(false);
    expect(hasLoginMarker()).toBe(false);
    vi.runAllTimers();
    expect(hasLoginMarker()).toBe(true);
    await nextTask();
    document.cookie = 'shop_session=; max-age=0; path=/';
    followSession(true);
    vi.runAllTimers();
    expect(hasLoginMarker()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('tells the page when the marker already said so but the session is new to the page (a test or the app set both)', async () => {
    const followSession = await load();
    setLoginMarker(true);
    changes.mockReset();
    await nextTask();
    document.cookie = 'shop_session=1; path=/';
    followSession(false);
    vi.runAllTimers();
    expect(changes).toHaveBeenCalledTimes(1);
    followSession(true);
    vi.runAllTimers();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it("says nothing more after a login's own startSession (it has told the page already)", async () => {
    const followSession = await load();
    followSession(false);
    vi.runAllTimers();
    await nextTask();
    document.cookie = 'shop_session=1; path=/';
    followSession(false);
    setLoginMarker(true);
    vi.runAllTimers();
    expect(changes).toHaveBeenCalledTimes(1);
  });
});
