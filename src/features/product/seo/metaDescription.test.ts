import { describe, expect, it } from 'vitest';
import { metaDescription } from './metaDescription.ts';

describe('metaDescription', () => {
  it('takes the description, whitespace collapsed, else the name', () => {
    expect(metaDescription('  Luftig\n und   leicht. ', 'Kleid')).toBe('Luftig und leicht.');
    expect(metaDescription(null, 'Kleid')).toBe('Kleid');
    expect(metaDescription('   ', 'Kleid')).toBe('Kleid');
  });
  it('shortens long texts at a word to at most 160 characters', () => {
    const text = 'Wort '.repeat(60).trim();
    const result = metaDescription(text, 'Kleid');
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result).toMatch(/Wort…$/);
  });
});
