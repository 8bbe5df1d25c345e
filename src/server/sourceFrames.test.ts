import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSourceFrames } from './sourceFrames.ts';

// A map of a one-line script whose column 0 comes from line 12, column 4 of src/features/Tile.tsx
// ("AAWI": source 0, line +11, column +4).
const MAP = { version: 3, file: 'a.js', sources: ['../../../src/features/Tile.tsx'], names: [], mappings: 'AAWI' };

describe('createSourceFrames', () => {
  const dir = mkdtempSync(join(tmpdir(), 'maps-'));
  mkdirSync(join(dir, 'assets', 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'chunks', 'a.js.map'), JSON.stringify(MAP));
  const sourceFrames = createSourceFrames(dir);

  it("names a browser frame's place in the shop's sources", () => {
    expect(sourceFrames({ file: '/assets/chunks/a.js', line: 1, column: 1 })).toBe('src/features/Tile.tsx:12:5');
  });

  it('leaves frames of scripts without a map, or outside the maps, as they are', () => {
    expect(sourceFrames({ file: '/assets/chunks/b.js', line: 1, column: 1 })).toBeUndefined();
    expect(sourceFrames({ file: '/assets/../../etc/passwd.js', line: 1, column: 1 })).toBeUndefined();
  });
});
