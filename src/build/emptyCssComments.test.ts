import { describe, expect, it } from 'vitest';
import { dropEmptyCssComments } from './emptyCssComments.ts';

describe('dropEmptyCssComments', () => {
  it('removes the comments Vite leaves for style imports from every chunk, and nothing else', () => {
    const chunk = {
      type: 'chunk' as const,
      code: 'import{a as e}from"./a.js";/* empty css              *//* empty css                      */var t=`/* kept */`;',
    };
    const asset = { type: 'asset' as const, source: '/* empty css   */' };
    dropEmptyCssComments({ 'a.js': chunk, 'style.css': asset });
    expect(chunk.code).toBe('import{a as e}from"./a.js";var t=`/* kept */`;');
    expect(asset.source).toBe('/* empty css   */');
  });
});
