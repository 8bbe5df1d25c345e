import type { Plugin } from 'vite';

/**
 * V8 compiles a function when it is first called, on the main thread, unless its file asks for all
 * of its functions at once: then it compiles them while the file streams in, on a background thread
 * (Chrome 136 and later; other browsers read a comment). Hydration calls most of the code a page
 * loads, so on a phone that first-call compiling was the largest part of the tasks after the first
 * paint. A chunk is only loaded when a page or a part that opens needs it, so every chunk asks, but
 * a small one: compiling it costs a fraction of a millisecond, less than the hint costs to download.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Chunks with less code than this (bytes, minified) go without the hint. */
export const COMPILE_HINT_MIN_BYTES = 4096;

/** The output files this plugin looks at: chunks have code (and a map), assets a source. */
type Output =
  { type: 'chunk'; fileName?: string; code: string; map?: { mappings: string } | null } | { type: 'asset'; source: string | Uint8Array };

/** The source map (JSON) with one generated line more at the top: its lines then match the code's again. */
export function mapWithLineAbove(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/**
 * Puts COMPILE_HINT first in every chunk of the bundle with at least COMPILE_HINT_MIN_BYTES of code,
 * and moves the chunk's source map one line down with it (the map file the build writes beside the
 * chunk, and the map on the chunk), so that a browser's stack trace still names the right line.
 */
export function addCompileHints(bundle: Record<string, Output>): void {
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk' || output.code.length < COMPILE_HINT_MIN_BYTES || output.code.startsWith(COMPILE_HINT)) continue;
    output.code = COMPILE_HINT + output.code;
    if (output.map) output.map.mappings = `;${output.map.mappings}`;
    const mapFile = bundle[`${fileName}.map`];
    if (mapFile?.type === 'asset') {
      const source = typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source);
      mapFile.source = mapWithLineAbove(source);
    }
  }
}

/** addCompileHints on the client build. */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Last: after minification, which drops comments, and after the plugins that edit the chunks'
    // code at this stage (Vite's preload helper).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle);
      },
    },
  };
}
