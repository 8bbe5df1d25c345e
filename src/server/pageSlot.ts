/**
 * Vike writes its tags into the document around the page (styles and preloads into the head, the
 * page context and the entry script before `</body>`), searching and copying the whole document
 * several times to do so. Two parts of a catalogue page make most of its bytes: the page's own
 * HTML (some 120 KB on a listing) and the records the browser's store starts from (some 110 KB of
 * JSON). Both wait outside: the document holds a slot for each, and the response puts them into
 * their slots when it encodes the document, once.
 *
 * The records are the more costly of the two: Vike's serializer escapes a string of them, replaces
 * `<` and `/` in the result, and each of those copies is an allocation of its own above the
 * engine's 128 KB large-object size. They are the same for every view of a page while its answers
 * are shared (pageData.ts), so they are escaped and encoded once per packed records object.
 */
import { randomUUID } from 'node:crypto';
import { asPageContextString, PAGE_HTML_FIELD } from '../internals/vike.ts';
import type { PackedPageRecords } from '../relay/pageRecords.ts';

/** Where the page's HTML goes: a comment, which neither React's output nor Vike's tags contain. */
export const PAGE_HTML_SLOT = '<!--page-html-->';

// From the registry: the hook runs in the build's copy of this module, the server in its own.
const PAGE_HTML = Symbol.for('shop.pageHtml');
const RECORDS_SLOT = Symbol.for('shop.pageRecordsSlot');

/**
 * What the page context carries in place of the records' JSON; Vike serializes it as a JSON
 * string (quotes included), which is what the slot is. Random per process (one value for both
 * copies of this module), so no text a page shows can be taken for it.
 */
export const PAGE_RECORDS_SLOT = ((globalThis as { [RECORDS_SLOT]?: string })[RECORDS_SLOT] ??= `page-records-${randomUUID()}`);
const RECORDS_SLOT_JSON = JSON.stringify(PAGE_RECORDS_SLOT);
const PAGE_RECORDS = Symbol.for('shop.pageRecords');

interface WithAsides {
  [PAGE_HTML_FIELD]?: string;
  data?: unknown;
  [PAGE_HTML]?: string;
  [PAGE_RECORDS]?: PackedPageRecords;
}

function isPackedRecords(value: unknown): value is PackedPageRecords {
  return typeof value === 'object' && value !== null && typeof (value as PackedPageRecords).json === 'string';
}

/**
 * In onAfterRenderHtml (the render has read the records): the rendered page and the page's
 * records set aside, their slots in their places.
 */
export function setPageHtmlAside(pageContext: object): void {
  const context = pageContext as WithAsides;
  const pageHtml = context[PAGE_HTML_FIELD];
  if (typeof pageHtml === 'string') {
    context[PAGE_HTML] = pageHtml;
    context[PAGE_HTML_FIELD] = PAGE_HTML_SLOT;
  }
  // The data object is this view's own (+data returns a new one); the packed records may be shared.
  const data = context.data as { records?: unknown } | undefined;
  if (data && isPackedRecords(data.records)) {
    context[PAGE_RECORDS] = data.records;
    data.records = { json: PAGE_RECORDS_SLOT } satisfies PackedPageRecords;
  }
}

const escapedRecords = new WeakMap<PackedPageRecords, Buffer>();

/**
 * The records' JSON as a JSON string inside Vike's page-context script, encoded: escaped as Vike's
 * serializer escapes it (`asPageContextString`), which the browser's JSON.parse reads back as it was.
 */
export function escapedPageRecords(packed: PackedPageRecords): Buffer {
  let escaped = escapedRecords.get(packed);
  if (!escaped) {
    // A string starting with '!' would be one of the serializer's own types: never JSON's '{'.
    if (packed.json.startsWith('!')) throw new Error('Page records must be a JSON object');
    escaped = Buffer.from(asPageContextString(packed.json));
    escapedRecords.set(packed, escaped);
  }
  return escaped;
}

const utf8 = new TextEncoder();
let scratch = new Uint8Array(0);

/**
 * The page's HTML encoded into a scratch buffer of the process, valid until the next call: the
 * caller copies it into the response at once. React writes the page as one string of some 20,000
 * pieces, and a single character beyond Latin-1 (a price's '€') makes all of it two-byte.
 * `Buffer.from` measures such a string in one pass and encodes it in another; `encodeInto` encodes
 * it in one (measured in the server under load, search results: 0.63–0.68 ms a page against
 * 0.75–0.83 ms, most of either being the engine joining the pieces).
 */
export function encodePageHtml(html: string): Uint8Array {
  // At most three bytes for each UTF-16 unit.
  if (scratch.length < html.length * 3) scratch = new Uint8Array(html.length * 3);
  const { written } = utf8.encodeInto(html, scratch);
  return scratch.subarray(0, written);
}

/**
 * The encoded document with the page's HTML and records in their slots; `encoded` as it is when
 * nothing was set aside.
 */
export function withPageHtml(encoded: Buffer, pageContext: object): Buffer {
  const context = pageContext as WithAsides;
  const pageHtml = context[PAGE_HTML];
  const records = context[PAGE_RECORDS];
  // Let go of it: the context lives on while the body is compressed.
  delete context[PAGE_HTML];
  if (pageHtml === undefined && records === undefined) return encoded;
  const parts: Uint8Array[] = [];
  let from = 0;
  if (pageHtml !== undefined) {
    const at = encoded.indexOf(PAGE_HTML_SLOT);
    if (at < 0) throw new Error('The document has no slot for the page');
    parts.push(encoded.subarray(0, at), encodePageHtml(pageHtml));
    from = at + PAGE_HTML_SLOT.length;
  }
  if (records !== undefined) {
    // The page context follows the page's HTML; searched from the end, where Vike puts it.
    const at = encoded.lastIndexOf(RECORDS_SLOT_JSON);
    if (at < from) throw new Error('The document has no slot for the page records');
    parts.push(encoded.subarray(from, at), escapedPageRecords(records));
    from = at + RECORDS_SLOT_JSON.length;
  }
  parts.push(encoded.subarray(from));
  return Buffer.concat(parts);
}
