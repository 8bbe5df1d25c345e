import { describe, expect, it } from 'vitest';
import { urlSearchOf } from './urlSearch.ts';

/** A page context whose urlParsed, like Vike's, is computed on every read. */
function pageContext(url: string) {
  let reads = 0;
  const context = {
    urlOriginal: url,
    get urlParsed() {
      reads++;
      return { search: Object.fromEntries(new URL(context.urlOriginal, 'http://shop.test').searchParams) };
    },
    reads: () => reads,
  };
  return context;
}

describe('urlSearchOf', () => {
  it('parses the query once per page context', () => {
    const context = pageContext('/damen-mode/kleider?epid=E1&sort=price');
    for (let i = 0; i < 60; i++) expect(urlSearchOf(context)).toEqual({ epid: 'E1', sort: 'price' });
    expect(context.reads()).toBe(1);
  });

  it('reads anew when the same context moves to another URL', () => {
    const context = pageContext('/damen-mode/kleider?epid=E1');
    expect(urlSearchOf(context).epid).toBe('E1');
    context.urlOriginal = '/damen-mode/kleider';
    expect(urlSearchOf(context).epid).toBeUndefined();
  });

  it('keeps page contexts apart', () => {
    expect(urlSearchOf(pageContext('/a?epid=1')).epid).toBe('1');
    expect(urlSearchOf(pageContext('/a?epid=2')).epid).toBe('2');
  });
});
