/**
 * The id of an empty element right after the page's <main>. The document's head holds the first
 * paint until the browser has parsed it (<link rel="expect" blocking="render">): a frame painted
 * from half the HTML shows rows whose items are still arriving (the header's buttons, the shop's
 * promises, a centred row of tiles), and they move when the rest comes, a layout shift on every
 * slow load. An element after </main> rather than <main> itself, because Chromium lets the paint
 * go once the expected element is in the document, not once its end tag is parsed.
 */
export const FIRST_PAINT_AFTER_ID = 'main-parsed';
