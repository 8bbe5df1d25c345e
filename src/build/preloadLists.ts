import type { Plugin } from 'vite';
import { isVikeClientEntry } from '../internals/vike.ts';

/** The output files this module looks at: chunks have code and static imports, assets neither. */
type Output = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean } | { type: 'asset' };

/**
 * The files every page has loaded before any of its code runs: the client entry (Vike's router)
 * and what it imports statically, all the way down (React, Relay, the frame).
 */
export function loadedWithEntry(bundle: Record<string, Output>, isClientEntry: (fileName: string) => boolean): Set<string> {
  const loaded = new Set<string>();
  const next = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' && output.isEntry && isClientEntry(output.fileName) ? [output.fileName] : [],
  );
  while (next.length) {
    const fileName = next.pop()!;
    const output = bundle[fileName];
    if (loaded.has(fileName) || output?.type !== 'chunk') continue;
    loaded.add(fileName);
    next.push(...output.imports);
  }
  return loaded;
}

/**
 * A dynamic import (a lazy part: the quick-buy popup, a content block) comes with the list of files
 * to preload with it, written into the importing chunk. Files every page has loaded already need no
 * preload: this plugin leaves them out of the lists (some 100 bytes gzip on a catalogue page's
 * first load, and fewer no-op preload links when a lazy part loads).
 * Use `preloadLists.resolveDependencies` as `build.modulePreload.resolveDependencies`.
 */
export function preloadLists(isClientEntry = isVikeClientEntry) {
  let loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'preload-lists',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Before Vite writes the lists (its import analysis, in the same hook).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded = loadedWithEntry(bundle, isClientEntry);
        if (!loaded.size) this.error('preload-lists: the bundle has no client entry');
      },
    },
  };
  return { plugin, resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => !loaded.has(dep)) };
}
