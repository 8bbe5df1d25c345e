import { describe, expect, it } from 'vitest';
import { digest } from './failureDigest.ts';

describe('failure digest', () => {
  it('is empty when nothing failed', () => {
    expect(digest([])).toBe('');
  });

  it('gives each failure its title and the first lines of its message, without colour codes or blank lines', () => {
    const message = [
      '\u001b[31mError: console errors, warnings or CSP violations\u001b[39m',
      '',
      'expect(received).toEqual(expected)',
      ...Array.from({ length: 20 }, (_, i) => `line ${i}`),
    ].join('\n');
    const text = digest([{ title: '[desktop] category listing › pinned products come first (listing.spec.ts:174)', message }]);
    expect(text.split('\n')).toEqual([
      '',
      'Failures in short (1):',
      '- [desktop] category listing › pinned products come first (listing.spec.ts:174)',
      '    Error: console errors, warnings or CSP violations',
      '    expect(received).toEqual(expected)',
      '    line 0',
      '    line 1',
      '    line 2',
      '    line 3',
      '    line 4',
      '    line 5',
      '    line 6',
      '    line 7',
      '    …',
    ]);
  });

  it('lists five failures and counts the rest', () => {
    const failures = Array.from({ length: 7 }, (_, i) => ({ title: `test ${i}`, message: 'Error: x' }));
    const text = digest(failures);
    expect(text.match(/^- test \d$/gm)).toEqual(['- test 0', '- test 1', '- test 2', '- test 3', '- test 4']);
    expect(text).toContain('- and 2 more');
  });

  it('shortens a very long line', () => {
    const text = digest([{ title: 't', message: 'x'.repeat(1000) }]);
    expect(text).toContain(`    ${'x'.repeat(300)}…`);
  });
});
