import { describe, expect, it } from 'vitest';
import { deferPageScripts, deferredPageScripts } from './deferScripts.ts';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" type="text/css" href="/assets/static/style.css">',
  '<link rel="modulepreload" href="/assets/chunks/item.js"/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  '<link rel="modulepreload" href="/assets/entries/page.js" as="script" type="text/javascript">',
  '<link rel="modulepreload" href="/assets/chunks/item.js" as="script" type="text/javascript">',
  '</head><body><div id="root"><a href="/x">x</a></div>',
  '<script id="vike_pageContext" type="application/json" nonce="n0nce">{"a":1}</script>',
  '<script src="/assets/entries/entry.js" type="module" async nonce="n0nce"></script>',
  '</body></html>',
].join('');

describe('deferPageScripts', () => {
  it('replaces the preloads and the entry script with one loader that names them all', () => {
    const html = deferPageScripts(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script src=');
    expect(deferredPageScripts(html)).toEqual({ preloads: ['/assets/chunks/item.js', '/assets/entries/page.js'], entry: '/assets/entries/entry.js' });
  });

  it('keeps everything else of the page where it was, the loader in the entry script’s place', () => {
    const html = deferPageScripts(page);
    expect(html).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/style.css"><link rel="icon"');
    expect(html).toContain('<div id="root"><a href="/x">x</a></div><script id="vike_pageContext"');
    expect(html).toMatch(/<\/script><script id="page-scripts" nonce="n0nce" data-scripts="[^"]+">[^<]+<\/script><\/body><\/html>$/);
  });

  it('loads the scripts after the load event, once, with the nonce', async () => {
    const loader = /<script id="page-scripts"[^>]*>([^<]+)<\/script>/.exec(deferPageScripts(page))![1]!;
    const added: Array<Record<string, string>> = [];
    const listeners: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const element = (tag: string) => ({ tag }) as Record<string, string>;
    const document = {
      readyState: 'interactive',
      currentScript: { nonce: 'n0nce', dataset: { scripts: JSON.stringify({ preloads: ['/a.js'], entry: '/e.js' }) } },
      createElement: element,
      head: { appendChild: (e: Record<string, string>) => added.push(e) },
    };
    const run = new Function('document', 'addEventListener', 'setTimeout', loader);
    run(document, (type: string, listener: () => void) => type === 'load' && listeners.push(listener), (callback: () => void) => timers.push(callback));
    expect(added).toEqual([]);
    listeners.forEach((listener) => listener());
    timers.forEach((timer) => timer());
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/a.js', nonce: 'n0nce' },
      { tag: 'script', type: 'module', src: '/e.js', nonce: 'n0nce' },
    ]);
  });

  it('leaves a page without an entry script alone', () => {
    const htmlOnly = '<html><head><link rel="modulepreload" href="/a.js"></head><body></body></html>';
    expect(deferPageScripts(htmlOnly)).toBe(htmlOnly);
    expect(deferredPageScripts(htmlOnly)).toBeNull();
  });
});
