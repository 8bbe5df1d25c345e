// Browser errors' frames in the shop's sources: the build's browser source maps (kept out of what
// the server serves, src/build/moveSourceMaps.ts) turn `/assets/chunks/x.js:1:2040` into the source
// file, line and column, so a log line says where an error happened in code a developer knows.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import type { BeaconFrame } from '../shop/reports/beaconPayload.ts';

/** The source position of a frame (`src/features/x.tsx:12:5`); undefined when no map knows it. */
export type SourceFrames = (frame: BeaconFrame) => string | undefined;

export function createSourceFrames(mapsDir: string): SourceFrames {
  // One entry per script of the build at most: frames are checked to name /assets/ files only.
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      let map: SourceMap | null = null;
      try {
        map = new SourceMap(JSON.parse(readFileSync(join(mapsDir, `${file}.map`), 'utf8')) as ConstructorParameters<typeof SourceMap>[0]);
      } catch {
        // No map for it (another build's script, or maps not built): the frame stays as sent.
      }
      maps.set(file, map);
    }
    return maps.get(file) ?? null;
  };
  return ({ file, line, column }) => {
    if (file.includes('..')) return undefined;
    const entry = mapOf(file)?.findEntry(line - 1, column - 1);
    // Code the bundler wrote itself has no source.
    if (!entry || !('originalSource' in entry) || typeof entry.originalSource !== 'string') return undefined;
    const source = entry.originalSource.replace(/^(?:\.\.\/)+/, '').replace(/^.*\/node_modules\//, 'node_modules/');
    return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  };
}
