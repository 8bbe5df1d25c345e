import { describe, expect, it } from 'vitest';
import { modulePreloads } from './modulePreloads.ts';

const manifest = {
  'src/a.tsx': { file: 'assets/chunks/a.js', imports: ['_shared.js', '_rich.js'] },
  'src/b.tsx': { file: 'assets/chunks/b.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/chunks/shared.js' },
  '_rich.js': { file: 'assets/chunks/rich.js', imports: ['_shared.js'] },
  'style.css': { file: 'assets/static/style.css' },
};

describe('modulePreloads', () => {
  it('names each module and the chunks it imports, once', () => {
    expect(modulePreloads(manifest, ['src/a.tsx', 'src/b.tsx'])).toEqual([
      '/assets/chunks/a.js',
      '/assets/chunks/shared.js',
      '/assets/chunks/rich.js',
      '/assets/chunks/b.js',
    ]);
  });

  it('puts the assets base in front', () => {
    expect(modulePreloads(manifest, ['src/b.tsx'], '/shop')).toEqual(['/shop/assets/chunks/b.js', '/shop/assets/chunks/shared.js']);
  });

  it('names nothing without a manifest or for unknown modules', () => {
    expect(modulePreloads(null, ['src/a.tsx'])).toEqual([]);
    expect(modulePreloads(manifest, ['src/unknown.tsx'])).toEqual([]);
  });
});
