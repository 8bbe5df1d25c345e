import { describe, expect, it } from 'vitest';
import { loadedWithEntry, preloadLists } from './preloadLists.ts';

const chunk = (fileName: string, imports: string[] = [], isEntry = false) => ({ type: 'chunk' as const, fileName, imports, isEntry });

const bundle = {
  'entries/entry-client-routing.a1.js': chunk('entries/entry-client-routing.a1.js', ['chunks/react.js', 'chunks/frame.js'], true),
  'chunks/react.js': chunk('chunks/react.js'),
  'chunks/frame.js': chunk('chunks/frame.js', ['chunks/react.js', 'chunks/icons.js']),
  'chunks/icons.js': chunk('chunks/icons.js'),
  'entries/pages_index.b2.js': chunk('entries/pages_index.b2.js', ['chunks/react.js', 'chunks/grid.js'], true),
  'chunks/grid.js': chunk('chunks/grid.js'),
  'chunks/popup.js': chunk('chunks/popup.js', ['chunks/react.js', 'chunks/grid.js']),
  'style.css': { type: 'asset' as const },
};

/** Runs the plugin's generateBundle hook as the build would, with a context whose error() throws. */
function generateBundle(plugin: ReturnType<typeof preloadLists>['plugin'], output: Record<string, unknown>) {
  const hook = plugin.generateBundle as unknown as { handler: (this: unknown, options: unknown, output: Record<string, unknown>) => void };
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  hook.handler.call(context, {}, output);
}

describe('loadedWithEntry', () => {
  it('is the client entry and everything it imports statically, not the pages or lazy parts', () => {
    const loaded = loadedWithEntry(bundle, (fileName) => fileName.includes('entry-client-routing'));
    expect([...loaded].sort()).toEqual(['chunks/frame.js', 'chunks/icons.js', 'chunks/react.js', 'entries/entry-client-routing.a1.js']);
  });
});

describe('preloadLists', () => {
  it('leaves the files loaded with the entry out of a lazy part’s preload list, after the bundle is known', () => {
    const { plugin, resolveDependencies } = preloadLists();
    const deps = ['chunks/popup.js', 'chunks/react.js', 'chunks/grid.js', 'chunks/icons.js'];
    expect(resolveDependencies('chunks/popup.js', deps)).toEqual(deps);
    generateBundle(plugin, bundle);
    expect(resolveDependencies('chunks/popup.js', deps)).toEqual(['chunks/popup.js', 'chunks/grid.js']);
  });

  it('fails the build when the bundle has no client entry to go by', () => {
    const { plugin } = preloadLists();
    expect(() => generateBundle(plugin, { 'chunks/a.js': chunk('chunks/a.js', [], true) })).toThrow(/no client entry/);
  });
});
