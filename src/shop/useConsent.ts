import { useEffect, useState } from 'react';
import { CONSENT_COOKIE, parseConsent, type Consent } from './consent.ts';
import { readShopCookie } from './cookies.ts';

const CHECK_EVERY_MS = 1000;
export const CONSENT_CHANGED = 'consentchange';

/**
 * The visitor's consent, null until decided. Checked every second as well as on change events,
 * so a decision made in another tab or by the app counts without a reload.
 */
export function useConsent(): Consent | null {
  const [consent, setConsent] = useState<Consent | null>(null);
  useEffect(() => {
    const read = () => {
      const next = parseConsent(readShopCookie(CONSENT_COOKIE));
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
