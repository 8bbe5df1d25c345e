import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

// https://vike.dev/config
export default {
  extends: [vikeReact],
  // No CSP nonce (https://vike.dev/csp): the server's policy names the few inline scripts by their
  // hashes, so a page's HTML and its policy are the same for every visitor and a cache may keep them.
  passToClient: ['shop', 'runtime', 'basePath', 'clientApi', 'isBot', 'appPlatform'],
  // Catalogue pages are the same for every visitor; personalised parts load in the browser.
  stream: false,
  // A page type's own `+texts.ts`: the catalogue features its scripts read before it renders
  // (src/i18n/pageTexts.ts); each page's list travels with that page's scripts.
  // `+textsLater.ts`: features its scripts read only in rare states (a hint), loaded once the page
  // is interactive; the parts that read them wait for them (src/i18n/LaterTexts.tsx).
  meta: { texts: { env: { server: true, client: true } }, textsLater: { env: { client: true } } },
} satisfies Config;
