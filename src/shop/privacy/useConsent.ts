import { useEffect, useState } from 'react';
import { readFromApp } from '../page/appBridge.ts';
import { CONSENT_COOKIE, consentOf, parseConsent, type Consent } from './consent.ts';
import { readShopCookie } from './cookies.ts';

const CHECK_EVERY_MS = 1000;
export const CONSENT_CHANGED = 'consentchange';

interface AppSettings {
  trackingConsent?: boolean;
  targetingConsent?: boolean;
}

/** Inside the app, the user's choice comes from the app's settings; else from the cookie. */
export function readConsent(): Consent | null {
  const settings = readFromApp<AppSettings>('settings');
  if (settings && (settings.trackingConsent !== undefined || settings.targetingConsent !== undefined)) {
    return { ...consentOf('necessary'), C0002: settings.trackingConsent === true, C0004: settings.targetingConsent === true };
  }
  return parseConsent(readShopCookie(CONSENT_COOKIE));
}

/**
 * The visitor's consent, null until decided. Checked every second as well as on change events,
 * so a decision made in another tab or by the app counts without a reload.
 */
export function useConsent(): Consent | null {
  const [consent, setConsent] = useState<Consent | null>(null);
  useEffect(() => {
    const read = () => {
      const next = readConsent();
      setConsent((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    read();
    const timer = setInterval(read, CHECK_EVERY_MS);
    window.addEventListener(CONSENT_CHANGED, read);
    return () => {
      clearInterval(timer);
      window.removeEventListener(CONSENT_CHANGED, read);
    };
  }, []);
  return consent;
}
