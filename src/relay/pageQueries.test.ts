import { describe, expect, it } from 'vitest';
import { isPageQuery } from './pageQueries.ts';

describe('page queries', () => {
  it('knows the page queries by name', () => {
    expect(isPageQuery('ProductPageQuery')).toBe(true);
    expect(isPageQuery('HeaderToolsQuery')).toBe(false);
  });
});
