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
});
