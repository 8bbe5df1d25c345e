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
} satisfies Config;
