/**
 * The id of an empty element right after the page's footer. The document's head holds the first
 * paint until the browser has parsed it (<link rel="expect" blocking="render">): a frame painted
 * from half the HTML shows rows whose items are still arriving (the header's buttons, the shop's
 * promises, a centred row of tiles, the footer's columns, which share the row's width among those
 * already there), and they move when the rest comes, a layout shift on every slow load. After the
 * footer rather than after <main>: on a page shorter than the screen the footer sits at its
 * bottom, and each of its lines that arrives moves it up. An element of its own rather than the
 * footer itself, because Chromium lets the paint go once the expected element is in the document,
 * not once its end tag is parsed.
 */
export const FIRST_PAINT_AFTER_ID = 'page-parsed';
