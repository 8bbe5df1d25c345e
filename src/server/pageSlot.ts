/**
 * Vike writes its tags into the document around the page (styles and preloads into the head, the
 * page context and the entry script before `</body>`), searching and copying the whole document
 * several times to do so. A catalogue page's own HTML is some 120 KB of it, so it waits outside:
 * the document holds a slot, and the response puts the page's HTML into the slot when it encodes
 * the document, once.
 */

/** Where the page's HTML goes: a comment, which neither React's output nor Vike's tags contain. */
export const PAGE_HTML_SLOT = '<!--page-html-->';

// From the registry: the hook runs in the build's copy of this module, the server in its own.
const PAGE_HTML = Symbol.for('shop.pageHtml');

interface WithPageHtml {
  pageHtmlString?: string;
  [PAGE_HTML]?: string;
}

/** In onAfterRenderHtml: the rendered page set aside, its slot in its place. */
export function setPageHtmlAside(pageContext: object): void {
  const context = pageContext as WithPageHtml;
  if (typeof context.pageHtmlString !== 'string') return;
  context[PAGE_HTML] = context.pageHtmlString;
  context.pageHtmlString = PAGE_HTML_SLOT;
}

/**
 * The encoded document with the page's HTML in its slot; `encoded` as it is when the page has
 * none set aside.
 */
export function withPageHtml(encoded: Buffer, pageContext: object): Buffer {
  const pageHtml = (pageContext as WithPageHtml)[PAGE_HTML];
  if (pageHtml === undefined) return encoded;
  const at = encoded.indexOf(PAGE_HTML_SLOT);
  if (at < 0) throw new Error('The document has no slot for the page');
  return Buffer.concat([encoded.subarray(0, at), Buffer.from(pageHtml), encoded.subarray(at + PAGE_HTML_SLOT.length)]);
}
