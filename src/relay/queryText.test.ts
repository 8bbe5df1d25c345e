import { describe, expect, it, vi } from 'vitest';
import { loadQueryText, queryTextFile } from './queryText.ts';

const ID = 'c'.repeat(64);

describe('loadQueryText', () => {
  it('loads the file of the id', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => new Response('query Q { x }'));
    await expect(loadQueryText(ID, fetchFn)).resolves.toBe('query Q { x }');
    expect(fetchFn).toHaveBeenCalledWith(`/assets/queries/${ID}.graphql`);
    expect(queryTextFile(ID)).toBe(`assets/queries/${ID}.graphql`);
  });

  it('has no text for an unknown file or an id that is no hash', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => new Response('nicht gefunden', { status: 404 }));
    await expect(loadQueryText(ID, fetchFn)).resolves.toBeUndefined();
    await expect(loadQueryText('../secret', fetchFn)).resolves.toBeUndefined();
    expect(fetchFn).toHaveBeenCalledOnce();
  });
});
