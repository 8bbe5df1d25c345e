import type { Plugin } from 'vite';

/**
 * Where a chunk imported a style module, Vite leaves a comment of the import's length in its place
 * (`/* empty css *\/` padded with spaces). With one stylesheet for every page (build.cssCodeSplit
 * false) there are dozens of them, some 120 bytes gzip on a catalogue page's first load.
 */
export const EMPTY_CSS_COMMENT = /\/\* empty css +\*\//g;

/** The output files this plugin looks at: chunks have code, assets do not. */
type Output = { type: 'chunk'; code: string } | { type: 'asset' };

/** Removes the comments from every chunk of the bundle. */
export function dropEmptyCssComments(bundle: Record<string, Output>): void {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') output.code = output.code.replace(EMPTY_CSS_COMMENT, '');
  }
}

/** dropEmptyCssComments on the client build, after Vite has written the comments. */
export function emptyCssComments(): Plugin {
  return {
    name: 'empty-css-comments',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    // The client build writes no source maps, so removing text leaves none to fix.
    generateBundle: { order: 'post', handler: (_options, bundle) => dropEmptyCssComments(bundle) },
  };
}
