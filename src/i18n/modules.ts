import type { Feature, Features } from './catalogue.ts';

// Every (feature, language) module of the compiled catalogue, by path: what the server loads at
// start, and what makes the build write each of them as a chunk of its own. Browsers read their
// shop's chunk addresses from the page (TEXT_MODULES_ID); this map, an entry per module, comes to
// a browser only where the page names none (development, where Vite serves modules on demand).

// The feature modules, not the compiled messages' type declarations beside them, nor the server's
// own answers (src/server/texts.ts loads those): no browser gets a chunk of them.
export const MODULES = import.meta.glob<Features[Feature]>(
  ['./__generated__/*/*.ts', '!./__generated__/*/*.d.ts', '!./__generated__/*/server.ts'],
  { import: 'default' },
);
