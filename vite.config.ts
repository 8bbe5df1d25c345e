import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

const framework: Array<[name: string, test: RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['relay', /[\\/]node_modules[\\/](relay-runtime|react-relay|invariant|fbjs|@babel[\\/]runtime)[\\/]|^\0react-relay$/],
  ['vike', /[\\/]node_modules[\\/](vike|vike-react)[\\/]|^\0?virtual:vike:global-entry/],
];

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

// react-relay's index also loads the container API (QueryRenderer, createFragmentContainer …) and
// every hook, used or not, and a CommonJS package cannot be tree-shaken. In the browser `react-relay`
// is this module instead: the part of the package the shop imports, each from the file that holds
// it. An import of anything else fails the build (a missing export), so the list cannot go stale.
const reactRelayInBrowser = `
import RelayEnvironmentProvider from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
import useFragment from 'react-relay/lib/relay-hooks/useFragment';
import useLazyLoadQuery from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
import useMutation from 'react-relay/lib/relay-hooks/useMutation';
import usePreloadedQuery from 'react-relay/lib/relay-hooks/usePreloadedQuery';
import useQueryLoader from 'react-relay/lib/relay-hooks/useQueryLoader';
import useRelayEnvironment from 'react-relay/lib/relay-hooks/useRelayEnvironment';
import loadQueryModule from 'react-relay/lib/relay-hooks/loadQuery';
export { fetchQuery, graphql } from 'relay-runtime';
export const loadQuery = loadQueryModule.loadQuery;
export { RelayEnvironmentProvider, useFragment, useLazyLoadQuery, useMutation, usePreloadedQuery, useQueryLoader, useRelayEnvironment };
`;
function reactRelayHooksOnly(): Plugin {
  const id = '\0react-relay';
  return {
    name: 'react-relay-hooks-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => (source === 'react-relay' ? id : null),
    load: (loaded) => (loaded === id ? reactRelayInBrowser : null),
  };
}

export default defineConfig({
  // Relay's transform runs before linaria, so evaluated style modules never meet a graphql tag.
  plugins: [reactRelayHooksOnly(), relay, wyw({ include: ['**/*.{ts,tsx}'], prefixer: false }), react(), vike()],
  publicDir: 'src/public',
  build: {
    target: 'es2022',
    // One stylesheet for every page (about 8 KiB gzip, cached) instead of one render-blocking file
    // per styled module. Vike warns that this can duplicate CSS (its issue 1993); with this build the
    // output is one file, linked once per page, each rule once.
    cssCodeSplit: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Relay's artifacts only set their hash on their own object: one that nothing reads (a
          // fragment used by server-only code) is left out.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/.test(id) },
          output: {
            // https://rolldown.rs/in-depth/manual-code-splitting — the framework in three chunks
            // that change only with their versions, the frame in one; pages and lazy parts split
            // as usual.
            codeSplitting: {
              groups: [
                ...framework.map(([name, test], i) => ({ name, test, priority: 30 - i })),
                { debugName: 'frame', name: (id: string, ctx: ChunkingContext) => (inFrame(id, ctx) ? 'frame' : null), priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});
