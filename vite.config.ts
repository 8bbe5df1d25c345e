import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { reactRelayInBrowser, relayRuntimeInBrowser } from './src/relay/browserModules.ts';
import { isPageQuery } from './src/relay/pageQueries.ts';
import { queryTextFile } from './src/relay/queryText.ts';
import { compileHints } from './src/build/compileHints.ts';
import { shortMessageNames } from './src/build/shortMessageNames.ts';
import { emptyCssComments } from './src/build/emptyCssComments.ts';
import { preloadLists } from './src/build/preloadLists.ts';
import { dependencyFixes } from './src/build/dependencyFixes.ts';
import { runtimeHelpers } from './src/build/runtimeHelpers.ts';
import {
  ACTIVITY_COMPATIBLE,
  NO_RESOLVERS_CACHE,
  RELAY_HOOKS_DIR,
  RESOLVER_CACHE_IMPORT,
  withoutNormalization,
  withoutQueryText,
  withPersonalisedMark,
} from './src/internals/relay.ts';
import { isPersonalisedOperation } from './src/relay/personalised.ts';
import { VIKE_MODULES } from './src/internals/vike.ts';

const framework: Array<[name: string, test: RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  [
    'relay',
    /[\\/]node_modules[\\/](relay-runtime|react-relay|invariant|fbjs|@babel[\\/]runtime)[\\/]|^\0(react-relay$|relay-runtime$|relay-no-resolvers-cache$|runtime-helper:)/,
  ],
  ['vike', VIKE_MODULES],
];

// The product grid and the product card in one chunk: the grid's pages (home, listing, search,
// wishlist) load both, and a recommendation carousel (a lazy chunk) loads the card alone. Left to
// itself the bundler made the card a chunk of its own, some 0.3 KiB gzip more on each grid page
// (its imports and exports written out once more). Only these modules: what they import (price,
// stars, badges, formats) stays where the other pages find it, so a page without the grid loads
// none of it.
const productGrid =
  /[\\/]src[\\/](features[\\/]catalogue[\\/](ProductGrid|ProductTile|ColourTiles|colourTileRules|__generated__[\\/]ProductTile_product)|entities[\\/]product[\\/]ProductCard\.tsx|shop[\\/]page[\\/]urlSearch|ui[\\/]lazy[\\/]HydrateWhenVisible)\b/;

// The frame: what the shared page files (pages/+Layout.tsx, +Wrapper.tsx, +onBeforeRenderClient.ts …)
// import statically. Every page loads it, so it is one chunk instead of many small ones that a
// lazy chunk happens to share with it.
const frameRoot = /[\\/]pages[\\/]\+[^\\/]+\.tsx?$/;
let frameModules: Set<string> | undefined;
function inFrame(id: string, ctx: ChunkingContext): boolean {
  if (!frameModules) {
    frameModules = new Set();
    // Find the shared page files anywhere in the module graph, then follow their static imports.
    const roots: string[] = [];
    const seen = new Set<string>();
    const queue = [id];
    while (queue.length) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const info = ctx.getModuleInfo(next);
      if (!info) continue;
      if (frameRoot.test(next)) roots.push(next);
      queue.push(...info.importers, ...info.dynamicImporters, ...info.importedIds, ...info.dynamicallyImportedIds);
    }
    // A module that is also imported dynamically is the entry of a lazy part: it, and what only it
    // imports, stays out of the frame.
    const down = [...roots];
    while (down.length) {
      const next = down.pop()!;
      if (frameModules.has(next)) continue;
      const info = ctx.getModuleInfo(next);
      if (info?.dynamicImporters.length && !frameRoot.test(next)) continue;
      frameModules.add(next);
      down.push(...(info?.importedIds ?? []));
    }
  }
  return frameModules.has(id);
}

// In the browser, react-relay and relay-runtime are only what the shop uses (src/relay/browserModules.ts).
function relayInBrowser(): Plugin {
  const modules: Record<string, string> = { 'react-relay': reactRelayInBrowser, 'relay-runtime': relayRuntimeInBrowser };
  return {
    name: 'relay-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source in modules) return `\0${source}`;
      if (source === RESOLVER_CACHE_IMPORT.source && importer && RESOLVER_CACHE_IMPORT.importer.test(importer))
        return '\0relay-no-resolvers-cache';
      const chosen = ACTIVITY_COMPATIBLE[source];
      return chosen && importer && RELAY_HOOKS_DIR.test(importer) ? join(dirname(importer), `${chosen}.js`) : null;
    },
    load: (id) =>
      (id === '\0relay-no-resolvers-cache' ? NO_RESOLVERS_CACHE : id.startsWith('\0') ? modules[id.slice(1)] : undefined) ?? null,
  };
}

// The browser's query artifacts carry no query text: the API knows every query by its hash, and
// for a hash it does not know yet, src/relay/queryText.ts loads the text from its own file.
// Mutations keep theirs (they are always sent with it, by POST).
const artifact = /[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/;
function queryTextsAsFiles(): Plugin {
  return {
    name: 'query-texts-as-files',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      const edited = artifact.test(id) ? withoutQueryText(code) : null;
      return edited === null ? null : { code: edited, map: null };
    },
    generateBundle() {
      for (const project of ['shop', 'content']) {
        const texts = JSON.parse(readFileSync(`src/relay/__generated__/${project}.persisted.json`, 'utf8')) as Record<string, string>;
        for (const [id, text] of Object.entries(texts)) {
          if (text.startsWith('query')) this.emitFile({ type: 'asset', fileName: queryTextFile(id), source: text });
        }
      }
    },
  };
}

// The browser only reads the page queries' records (src/relay/pageQueries.ts): their artifacts
// there carry no normalization selections.
function pageQueriesReadOnly(): Plugin {
  return {
    name: 'page-queries-read-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      const name = /([^\\/]+)\.graphql\.ts$/.exec(id)?.[1];
      return name && artifact.test(id) && isPageQuery(name) ? { code: withoutNormalization(code), map: null } : null;
    },
  };
}

// The browser tells personalised operations by a mark in their artifacts' request parameters
// (src/relay/personalisedRequest.ts) rather than by a list of their names in every page's scripts.
function personalisedMarks(): Plugin {
  return {
    name: 'personalised-marks',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      const edited = artifact.test(id) ? withPersonalisedMark(code, isPersonalisedOperation) : null;
      return edited === null ? null : { code: edited, map: null };
    },
  };
}

const lazyPreloads = preloadLists();

export default defineConfig({
  // Relay's transform runs before linaria, so evaluated style modules never meet a graphql tag.
  plugins: [
    dependencyFixes(),
    runtimeHelpers(),
    relayInBrowser(),
    queryTextsAsFiles(),
    pageQueriesReadOnly(),
    personalisedMarks(),
    relay,
    wyw({ include: ['**/*.{ts,tsx}'], prefixer: false }),
    react(),
    vike(),
    lazyPreloads.plugin,
    emptyCssComments(),
    shortMessageNames(join(import.meta.dirname, 'messages')),
    compileHints(),
  ],
  publicDir: 'src/public',
  build: {
    target: 'es2022',
    // One stylesheet for every page (about 8 KiB gzip, cached) instead of one render-blocking file
    // per styled module. Vike warns that this can duplicate CSS (its issue 1993); with this build the
    // output is one file, linked once per page, each rule once.
    cssCodeSplit: false,
    modulePreload: { resolveDependencies: lazyPreloads.resolveDependencies },
  },
  environments: {
    // Source maps for the server's stack traces (the production server enables them).
    ssr: { build: { sourcemap: true } },
    client: {
      build: {
        // Maps of the browser's scripts, not named in them: the shipped scripts stay byte for byte
        // the same, and the maps are moved out of what the server serves (src/build/moveSourceMaps.ts).
        sourcemap: 'hidden',
        rolldownOptions: {
          // Relay's artifacts only set their hash on their own object: one that nothing reads (a
          // fragment used by server-only code) is left out.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/.test(id) },
          output: {
            // Chunk names are only their hash: the preload lists name many of them, and the
            // usual 'chunk-' prefix cost some 130 bytes gzip on a catalogue page's first load.
            // Hashes of 7 characters rather than 8, chunks' and entries' alike (rolldown fails the
            // build when that is too short for the number of chunks): every file name a page's
            // scripts hold (imports, preload lists, Vike's list of page entries) is one character
            // shorter, 0.2 KiB gzip on every page's first load. Entries keep the names Vike gives
            // them (entries/pages_basket.<hash>.js, entries/entry-client-routing.<hash>.js).
            chunkFileNames: 'assets/chunks/[hash:7].js',
            entryFileNames: (chunk) =>
              `assets/entries/${chunk.name
                .replace(/^entries\//, '')
                .split('/')
                .join('_')
                .replace(/_+/g, '_')}.[hash:7].js`,
            // https://rolldown.rs/in-depth/manual-code-splitting — the framework in three chunks
            // that change only with their versions, the frame in one; pages and lazy parts split
            // as usual.
            codeSplitting: {
              groups: [
                ...framework.map(([name, test], i) => ({ name, test, priority: 30 - i })),
                { debugName: 'frame', name: (id: string, ctx: ChunkingContext) => (inFrame(id, ctx) ? 'frame' : null), priority: 10 },
                { name: 'grid', test: productGrid, priority: 5, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
});
