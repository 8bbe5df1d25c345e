import { describe, expect, it } from 'vitest';
import { deferPageScripts as deferBuffer, deferredPageScripts, LOAD_WAIT_MS } from './deferScripts.ts';

const deferPageScripts = (html: string) => deferBuffer(Buffer.from(html)).toString();

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" type="text/css" href="/assets/static/style.css">',
  '<link rel="modulepreload" href="/assets/chunks/item.js"/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  '</head><body><div id="root"><a href="/x">x</a></div>',
  '<script id="vike_pageContext" type="application/json" nonce="n0nce">{"a":1}</script>',
  '<script src="/assets/entries/entry.js" type="module" async nonce="n0nce"></script>',
  // Vike writes its preloads after the entry script.
  '<link rel="modulepreload" href="/assets/entries/page.js" as="script" type="text/javascript">',
  '<link rel="modulepreload" href="/assets/chunks/item.js" as="script" type="text/javascript">',
  '</body></html>',
].join('');

describe('deferPageScripts', () => {
  it('replaces the preloads and the entry script with one loader that names them all', () => {
    const html = deferPageScripts(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script src=');
    expect(deferredPageScripts(html)).toEqual({
      preloads: ['/assets/chunks/item.js', '/assets/entries/page.js'],
      entry: '/assets/entries/entry.js',
    });
  });

  it('keeps everything else of the page where it was, the loader in the entry script’s place', () => {
    const html = deferPageScripts(page);
    expect(html).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/style.css"><link rel="icon"');
    expect(html).toContain('<div id="root"><a href="/x">x</a></div><script id="vike_pageContext"');
    expect(html).toMatch(/<\/script><script id="page-scripts" nonce="n0nce" data-scripts="[^"]+">[^<]+<\/script><\/body><\/html>$/);
  });

  /**
   * Runs the loader with a document whose `load`, paint entries, frames and timers the test
   * releases; `entryTypes` are the performance entry types the browser reports (none: no observer).
   */
  function runLoader({ readyState = 'interactive', entryTypes = ['largest-contentful-paint', 'paint'] } = {}) {
    const loader = /<script id="page-scripts"[^>]*>([^<]+)<\/script>/.exec(deferPageScripts(page))![1]!;
    const added: Array<Record<string, string>> = [];
    const queue = {
      load: [] as Array<() => void>,
      paint: [] as Array<() => void>,
      frame: [] as Array<() => void>,
      timer: [] as Array<{ run: () => void; ms: number }>,
    };
    const observed: string[] = [];
    class Observer {
      static supportedEntryTypes = entryTypes;
      private callback: (list: unknown, observer: Observer) => void;
      constructor(callback: (list: unknown, observer: Observer) => void) {
        this.callback = callback;
      }
      observe({ type, buffered }: { type: string; buffered: boolean }) {
        observed.push(`${type}${buffered ? ' (buffered)' : ''}`);
        queue.paint.push(() => this.callback({}, this));
      }
      disconnect() {
        observed.push('disconnect');
      }
    }
    const document = {
      readyState,
      currentScript: { nonce: 'n0nce', dataset: { scripts: JSON.stringify({ preloads: ['/a.js', '/b.js', '/c.js'], entry: '/e.js' }) } },
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      head: { appendChild: (element: Record<string, string>) => added.push(element) },
    };
    const window = entryTypes.length ? { PerformanceObserver: Observer } : {};
    const run = new Function(
      'document',
      'window',
      'PerformanceObserver',
      'addEventListener',
      'requestAnimationFrame',
      'setTimeout',
      loader,
    );
    run(
      document,
      window,
      entryTypes.length ? Observer : undefined,
      (type: string, listener: () => void) => type === 'load' && queue.load.push(listener),
      (callback: () => void) => queue.frame.push(callback),
      (callback: () => void, ms = 0) => queue.timer.push({ run: callback, ms }),
    );
    const release = (list: Array<() => void>) => list.splice(0).forEach((run) => run());
    return {
      added,
      observed,
      load: () => release(queue.load),
      paint: () => release(queue.paint),
      frame: () => release(queue.frame),
      /** Runs the timers of `ms` queued so far (not those they queue). */
      timers: (ms: number) => {
        const due = queue.timer.filter((timer) => timer.ms === ms);
        queue.timer = queue.timer.filter((timer) => timer.ms !== ms);
        release(due.map((timer) => timer.run));
      },
      /** How many zero-delay timers are queued (a task each in the browser). */
      pendingTasks: () => queue.timer.filter((timer) => timer.ms === 0).length,
    };
  }
  const tags = [
    { tag: 'link', rel: 'modulepreload', href: '/a.js', nonce: 'n0nce' },
    { tag: 'link', rel: 'modulepreload', href: '/b.js', nonce: 'n0nce' },
    { tag: 'link', rel: 'modulepreload', href: '/c.js', nonce: 'n0nce' },
    { tag: 'script', type: 'module', src: '/e.js', nonce: 'n0nce' },
  ];
  /** Runs zero-delay timers until none is left, as the browser's task loop would. */
  const drain = (loader: ReturnType<typeof runLoader>) => {
    while (loader.pendingTasks()) loader.timers(0);
  };

  it('adds one preload per task and the entry after the last, so no single task does it all', () => {
    const loader = runLoader({ readyState: 'complete' });
    loader.paint();
    loader.timers(0);
    expect(loader.added, 'the first preload').toEqual(tags.slice(0, 1));
    loader.timers(0);
    expect(loader.added).toEqual(tags.slice(0, 2));
    loader.timers(0);
    expect(loader.added).toEqual(tags.slice(0, 3));
    loader.timers(0);
    expect(loader.added, 'the entry, once every preload is there').toEqual(tags);
    expect(loader.pendingTasks()).toBe(0);
  });

  it('adds the scripts, with the nonce, once the page has loaded and its largest content is painted', () => {
    const loader = runLoader();
    loader.load();
    expect(loader.observed).toEqual(['largest-contentful-paint (buffered)']);
    expect(loader.added).toEqual([]);
    loader.paint();
    expect(loader.observed).toContain('disconnect');
    expect(loader.added).toEqual([]);
    drain(loader);
    expect(loader.added).toEqual(tags);
    loader.timers(LOAD_WAIT_MS);
    expect(loader.added, 'once').toEqual(tags);
  });

  it('waits for the first paint where largest-contentful-paint is not reported, for the next frame without paint entries', () => {
    const firstPaint = runLoader({ entryTypes: ['paint'] });
    firstPaint.load();
    expect(firstPaint.observed).toEqual(['paint (buffered)']);
    firstPaint.paint();
    drain(firstPaint);
    expect(firstPaint.added).toEqual(tags);

    const frame = runLoader({ entryTypes: [] });
    frame.load();
    expect(frame.added).toEqual([]);
    frame.frame();
    drain(frame);
    expect(frame.added).toEqual(tags);
  });

  it('does not wait for a load event or a paint that does not come', () => {
    const loader = runLoader();
    loader.timers(LOAD_WAIT_MS);
    drain(loader);
    expect(loader.added).toEqual(tags);
    loader.load();
    loader.paint();
    drain(loader);
    expect(loader.added, 'once').toEqual(tags);
  });

  it('only waits for the paint when the page has loaded already', () => {
    const loader = runLoader({ readyState: 'complete' });
    loader.paint();
    drain(loader);
    expect(loader.added).toEqual(tags);
  });

  it('keeps text in any script intact around the tags it takes out', () => {
    const umlauts = page
      .replace('<head>', '<head><title>Strickjacke »Föhr« – Hansebrück</title>')
      .replace('<a href="/x">x</a>', '<a href="/x">Größe wählen</a>');
    const html = deferPageScripts(umlauts);
    expect(html).toContain('<title>Strickjacke »Föhr« – Hansebrück</title>');
    expect(html).toContain('<a href="/x">Größe wählen</a></div><script id="vike_pageContext"');
    expect(deferredPageScripts(html)).toEqual({
      preloads: ['/assets/chunks/item.js', '/assets/entries/page.js'],
      entry: '/assets/entries/entry.js',
    });
  });

  it('leaves a page without an entry script alone', () => {
    const htmlOnly = '<html><head><link rel="modulepreload" href="/a.js"></head><body></body></html>';
    const buffer = Buffer.from(htmlOnly);
    expect(deferBuffer(buffer)).toBe(buffer);
    expect(deferredPageScripts(htmlOnly)).toBeNull();
  });
});
