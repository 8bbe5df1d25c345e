import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, COMPILE_HINT_MIN_BYTES } from './compileHints.ts';

const code = (bytes: number, start = 'export const a=1;') => start + ' '.repeat(bytes - start.length);

describe('addCompileHints', () => {
  it('puts the hint on the first line of every chunk with enough code, before the code', () => {
    const entry = code(COMPILE_HINT_MIN_BYTES, 'import"./a.js";');
    const bundle = {
      'assets/entries/entry.js': { type: 'chunk' as const, code: entry },
      'assets/chunks/a.js': { type: 'chunk' as const, code: code(50_000) },
    };
    addCompileHints(bundle);
    expect(bundle['assets/entries/entry.js'].code).toBe(`//# allFunctionsCalledOnLoad\n${entry}`);
    expect(bundle['assets/chunks/a.js'].code.startsWith(`${COMPILE_HINT}export const a=1;`)).toBe(true);
  });

  it('leaves small chunks and assets alone, and adds the hint once', () => {
    const asset = { type: 'asset' as const, source: code(COMPILE_HINT_MIN_BYTES * 2) };
    const small = { type: 'chunk' as const, code: code(COMPILE_HINT_MIN_BYTES - 1) };
    const large = { type: 'chunk' as const, code: code(COMPILE_HINT_MIN_BYTES) };
    addCompileHints({ 'style.css': asset, 'small.js': small, 'large.js': large });
    addCompileHints({ 'large.js': large });
    expect(asset.source).toBe(code(COMPILE_HINT_MIN_BYTES * 2));
    expect(small.code).toBe(code(COMPILE_HINT_MIN_BYTES - 1));
    expect(large.code).toBe(COMPILE_HINT + code(COMPILE_HINT_MIN_BYTES));
  });

  it('moves the source map one line down with the code, in the map file and on the chunk', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,SAAS' };
    const chunk = { type: 'chunk' as const, code: code(COMPILE_HINT_MIN_BYTES), map: { mappings: map.mappings } };
    const mapFile = { type: 'asset' as const, source: JSON.stringify(map) };
    const small = { type: 'chunk' as const, code: code(100), map: { mappings: 'AAAA' } };
    const smallMap = { type: 'asset' as const, source: JSON.stringify(map) };
    addCompileHints({ 'a.js': chunk, 'a.js.map': mapFile, 'b.js': small, 'b.js.map': smallMap });
    expect(chunk.code.split('\n')[1]).toBe(code(COMPILE_HINT_MIN_BYTES));
    expect(JSON.parse(mapFile.source)).toEqual({ ...map, mappings: ';AAAA,SAAS' });
    expect(chunk.map.mappings).toBe(';AAAA,SAAS');
    expect(small.map.mappings, 'a chunk without the hint keeps its map').toBe('AAAA');
    expect(smallMap.source).toBe(JSON.stringify(map));
  });
});
