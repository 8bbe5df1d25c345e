import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

// https://vike.dev/config
export default {
  extends: [vikeReact],
  // https://vike.dev/csp — a fresh nonce per response, added to every script Vike injects.
  csp: { nonce: true },
  passToClient: ['shop', 'runtime', 'basePath', 'clientApi', 'isBot', 'appPlatform'],
  lang: 'de',
  // Catalogue pages are the same for every visitor; personalised parts load in the browser.
  stream: false,
} satisfies Config;
