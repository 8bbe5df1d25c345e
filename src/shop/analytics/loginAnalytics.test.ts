// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consentOf, formatConsent } from '../privacy/consent.ts';
import { isRecognition, reportLoginState } from './loginAnalytics.ts';

const names = () => (window.dataLayer ?? []).map((e) => (e as { event: string }).event);

describe('login analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
    sessionStorage.clear();
    document.cookie = `consent=${formatConsent(consentOf('all'))}`;
  });

  it('a state is a recognition when it differs from the last one recognised', () => {
    expect(isRecognition(null, false)).toBe(true);
    expect(isRecognition('guest', false)).toBe(false);
    expect(isRecognition('guest', true)).toBe(true);
    expect(isRecognition('loggedIn', true)).toBe(false);
    expect(isRecognition('loggedIn', false)).toBe(true);
  });

  it('userInfo every time; customerRecognition on the first answer, the login and the logout', async () => {
    reportLoginState(false, 'shop', 'hbr');
    await vi.waitFor(() => expect(names()).toEqual(['userInfo', 'customerRecognition']));
    reportLoginState(false, 'shop', 'hbr');
    reportLoginState(true, 'shop', 'hbr');
    await vi.waitFor(() => expect(names()).toHaveLength(5));
    expect(names()).toEqual(['userInfo', 'customerRecognition', 'userInfo', 'userInfo', 'customerRecognition']);
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'customerRecognition', customer: { loggedIn: true } });
    expect(window.dataLayer?.at(-2)).toEqual({ event: 'userInfo', user: { loginState: 'loggedIn', runtime: 'shop', shop: 'hbr' } });
  });
});
