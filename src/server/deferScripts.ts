/**
 * A page's scripts start loading when the page has loaded (its stylesheet and first-screen images),
 * not while its HTML is read: on a slow phone connection, 180 KiB of scripts would otherwise share
 * the bandwidth with what the shopper sees first, and delay it by about a second. The HTML is
 * complete without them (server-rendered, links work); the scripts make it interactive.
 *
 * Vike writes `<link rel="modulepreload">` tags (ours in +Head and its own) and one entry
 * `<script type="module" src>`. They become one small inline script (with the response's nonce)
 * that adds the same tags once the page has loaded and its largest content has been painted (the
 * first paint in browsers without that entry type, the next frame in those without either), or
 * after LOAD_WAIT_MS if an image keeps `load` from firing or the page is never shown. The preloads keep the scripts' fetches parallel rather than a chain of
 * imports.
 *
 * One preload per task, and the entry after the last: adding a preload tag makes the browser look up
 * and start its module's fetch on the spot (up to 35 ms each on a phone), and twenty of them in one
 * go blocked the main thread for 150–300 ms just when the shopper starts to scroll. With the entry
 * last, the router finds the page's files preloaded when it imports the page: the bundler's preload
 * helper adds a tag only for a file without one, and an entry that came first had it add ten of
 * them inside the router's start-up, the page's longest task (about 25 ms of its 130 on a phone).
 * The fetches start with the first preloads, so the entry, in the list, does not wait for them.
 */
import { MODULE_PRELOAD_OPEN, MODULE_SCRIPT_TYPE } from '../internals/vike.ts';

/** Longest wait for `load` before the scripts start anyway (an image that hangs). */
export const LOAD_WAIT_MS = 3000;

export interface PageScripts {
  /** The module preloads, in the order of the HTML, without repeats. */
  preloads: string[];
  /** The entry script. */
  entry: string;
}

const LOADER_ID = 'page-scripts';

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The loader that replaces the tags: reads its own data and adds the tags once (its text is the same on every page, so the CSP names it by its hash). */
export const LOADER = `(function(d){var c=d.currentScript,p=JSON.parse(c.dataset.scripts),n=c.nonce,a=function(e){n&&(e.nonce=n);d.head.appendChild(e)},g=function(){if(g.x)return;g.x=1;var i=0,k=function(){var h=p.preloads[i++],e=d.createElement(h?'link':'script');h?(e.rel='modulepreload',e.href=h):(e.type='module',e.src=p.entry);a(e);h&&setTimeout(k)};k()},l=function(){var t=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[],e=['largest-contentful-paint','paint'].filter(function(y){return t.indexOf(y)>=0})[0];e?new PerformanceObserver(function(x,o){o.disconnect();setTimeout(g)}).observe({type:e,buffered:!0}):requestAnimationFrame(function(){setTimeout(g)})};d.readyState=='complete'?l():(addEventListener('load',l),setTimeout(g,${LOAD_WAIT_MS}))})(document)`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page (UTF-8) with its script tags replaced by the loader; the same buffer when it has no
 * entry script. Works on the encoded page, which the response needs anyway: a catalogue page is
 * some 250 KB, and a string edit would cost another copy and encoding of it per request.
 */
export function deferPageScripts(html: Buffer): Buffer {
  // The entry is the page's last module script (Vike puts it after the page context).
  const typeAt = html.lastIndexOf(MODULE_SCRIPT_TYPE);
  const entryStart = typeAt < 0 ? -1 : html.lastIndexOf('<script', typeAt);
  const entryEnd = entryStart < 0 ? -1 : html.indexOf('</script>', typeAt);
  if (entryEnd < 0) return html;
  const entryTag = html.toString('utf8', entryStart, entryEnd + '</script>'.length);
  const entry = attribute(entryTag, 'src');
  if (!entry) return html;
  // Our own preloads are in the head, Vike's come after the entry script.
  const cuts: Array<[start: number, end: number]> = [];
  const preloads = new Set<string>();
  for (let at = html.indexOf(MODULE_PRELOAD_OPEN); at >= 0; at = html.indexOf(MODULE_PRELOAD_OPEN, at + 1)) {
    const end = html.indexOf('>', at) + 1;
    const href = attribute(html.toString('utf8', at, end), 'href');
    if (href) preloads.add(href);
    cuts.push([at, end]);
  }
  const nonce = attribute(entryTag, 'nonce');
  const data: PageScripts = { preloads: [...preloads], entry };
  const loader = `<script id="${LOADER_ID}"${nonce ? ` nonce="${nonce}"` : ''} data-scripts="${escapeAttribute(JSON.stringify(data))}">${LOADER}</script>`;
  cuts.push([entryStart, entryStart + Buffer.byteLength(entryTag)]);
  cuts.sort((a, b) => a[0] - b[0]);
  const parts: Buffer[] = [];
  let from = 0;
  for (const [start, end] of cuts) {
    parts.push(html.subarray(from, start));
    if (start === entryStart) parts.push(Buffer.from(loader));
    from = end;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/** The scripts the loader of deferPageScripts' HTML adds; null for HTML without it. */
export function deferredPageScripts(html: string): PageScripts | null {
  const tag = new RegExp(`<script id="${LOADER_ID}"[^>]*>`).exec(html)?.[0];
  const data = tag && attribute(tag, 'data-scripts');
  if (!data) return null;
  return JSON.parse(data.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as PageScripts;
}
