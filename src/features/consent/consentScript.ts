import { CONSENT_COOKIE } from '../../shop/privacy/consent.ts';

/** Set on the root element before the page paints when the visitor has a consent cookie. */
export const CONSENT_ATTRIBUTE = 'data-consent';

/**
 * The inline script that sets CONSENT_ATTRIBUTE from the cookie. Every page's HTML carries the
 * banner (the HTML is shared by all visitors); a visitor who has decided never sees it, since
 * the attribute hides it before the first paint. A cookie of the wrong form counts as no decision
 * once the page runs (the banner then shows itself).
 */
export const CONSENT_SCRIPT = `/(^|; )${CONSENT_COOKIE}=/.test(document.cookie)&&document.documentElement.setAttribute('${CONSENT_ATTRIBUTE}','')`;

/** Whether the inline script found a consent cookie when the page loaded (false on the server). */
export function consentCookieAtLoad(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(CONSENT_ATTRIBUTE);
}
