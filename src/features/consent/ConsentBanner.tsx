import { usePageContext } from 'vike-react/usePageContext';
import { CONSENT_COOKIE, parseConsent } from '../../shop/privacy/consent.ts';
import { readShopCookie } from '../../shop/privacy/cookies.ts';
import { CONSENT_CHANGED } from '../../shop/privacy/useConsent.ts';
import { displayContents, KEEP_SERVER_MARKUP } from '../../ui/styles.ts';
import { useFrameBrowserValue } from '../../ui/lazy/useTransitionStore.ts';
import { consentPanel } from './consentPanelCode.ts';
import { consentCookieAtLoad } from './consentScript.ts';

/**
 * Asks for consent until the visitor decides. Not shown to bots, nor in the app, which passes the
 * user's choice through its settings. The server renders it into every page (the HTML is the same
 * for all visitors), so a first visit shows it with the page's first paint instead of painting it
 * over the page after the scripts ran; the head's CONSENT_SCRIPT hides it before that paint from a
 * visitor who has decided.
 */
export function ConsentBanner() {
  const { runtime, isBot } = usePageContext();
  // null on the server and while hydrating.
  const undecided = useFrameBrowserValue(() => parseConsent(readShopCookie(CONSENT_COOKIE)) === null, [CONSENT_CHANGED]);
  if (undecided === false || runtime === 'webview' || isBot) return null;
  // A visitor who had decided when the page loaded keeps the page's hidden copy as it is, and never
  // downloads the banner's code; the copy goes once the decision is read.
  if (undecided === null && consentCookieAtLoad()) {
    return <div className={displayContents} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />;
  }
  return <consentPanel.Deferred />;
}
