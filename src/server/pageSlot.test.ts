import { describe, expect, it } from 'vitest';
import { packPageRecords } from '../relay/pageRecords.ts';
import { encodePageHtml, escapedPageRecords, PAGE_HTML_SLOT, PAGE_RECORDS_SLOT, setPageHtmlAside, withPageHtml } from './pageSlot.ts';

const records = () =>
  packPageRecords({ shop: { P1: { __id: 'P1', __typename: 'Product', name: 'Kleid </script><script>alert(1)</script>', url: '/p/P1' } } });

/** The page-context script as Vike writes it: the data serialized, `<` and `/` escaped. */
const contextScript = (data: unknown) =>
  `<script id="vike_pageContext" type="application/json">${JSON.stringify({ data }).replaceAll('<', '\\u003c').replaceAll('/', '\\/')}</script>`;

describe('page slot', () => {
  it('sets the rendered page aside and puts it into the encoded document, once', () => {
    const pageContext: { pageHtmlString?: string } = { pageHtmlString: '<main>Kleider für 29,99 €</main>' };
    setPageHtmlAside(pageContext);
    expect(pageContext.pageHtmlString).toBe(PAGE_HTML_SLOT);
    const document = Buffer.from(
      `<html><head><title>Kleider</title></head><body><div id="root">${PAGE_HTML_SLOT}</div><script>x</script></body></html>`,
    );
    expect(withPageHtml(document, pageContext).toString('utf8')).toBe(
      '<html><head><title>Kleider</title></head><body><div id="root"><main>Kleider für 29,99 €</main></div><script>x</script></body></html>',
    );
  });

  it("lets go of the page's HTML once it is in the document", () => {
    // A listing's HTML is some 250 KB once flattened: held by a context that outlives the encoding
    // (the compression still runs), the collector would keep it into the old generation.
    const page = '<main>Kleider</main>';
    const pageContext: Record<string | symbol, unknown> = { pageHtmlString: page };
    setPageHtmlAside(pageContext);
    expect(Object.getOwnPropertySymbols(pageContext).map((key) => pageContext[key])).toContain(page);
    withPageHtml(Buffer.from(`<div id="root">${PAGE_HTML_SLOT}</div>`), pageContext);
    expect(Object.getOwnPropertySymbols(pageContext).map((key) => pageContext[key])).not.toContain(page);
  });

  it("sets the page's records aside and puts them, escaped as the page context escapes them, into their slot", () => {
    const packed = records();
    const data = { pageType: 'listing', records: packed };
    const pageContext = { pageHtmlString: '<main>Kleider</main>', data };
    setPageHtmlAside(pageContext);
    // The view's own data object carries the slot; the (possibly shared) packed records stay as they were.
    expect(data.records).toEqual({ json: PAGE_RECORDS_SLOT });
    expect(packed.json).toContain('</script>');
    const document = Buffer.from(`<html><body><div id="root">${PAGE_HTML_SLOT}</div>${contextScript(data)}</body></html>`);
    const expected = `<html><body><div id="root"><main>Kleider</main></div>${contextScript({ pageType: 'listing', records: { json: packed.json } })}</body></html>`;
    const html = withPageHtml(document, pageContext).toString('utf8');
    expect(html).toBe(expected);
    expect(html).not.toContain('</script><script>');
    // The browser reads the records back as they were.
    const script = /<script id="vike_pageContext" type="application\/json">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(script).data.records.json).toBe(packed.json);
  });

  it('escapes and encodes a packed records object once, however many views send it', () => {
    const packed = records();
    expect(escapedPageRecords(packed)).toBe(escapedPageRecords(packed));
    expect(escapedPageRecords(records())).not.toBe(escapedPageRecords(packed));
  });

  it('leaves a document without a page set aside as it is', () => {
    const document = Buffer.from('<html><body>Fehler</body></html>');
    expect(withPageHtml(document, {})).toBe(document);
    const streamed = { pageHtmlString: undefined, data: { records: undefined } };
    setPageHtmlAside(streamed);
    expect(withPageHtml(document, streamed)).toBe(document);
  });

  it('refuses a document that lost a slot', () => {
    const pageContext = { pageHtmlString: '<main></main>' };
    setPageHtmlAside(pageContext);
    expect(() => withPageHtml(Buffer.from('<html></html>'), pageContext)).toThrow('no slot for the page');
    const withRecords = { data: { records: records() } };
    setPageHtmlAside(withRecords);
    expect(() => withPageHtml(Buffer.from('<html></html>'), withRecords)).toThrow('no slot for the page records');
  });
});

describe('encodePageHtml', () => {
  it('encodes as Buffer.from does: Latin-1, beyond it, pairs and lone halves of surrogates', () => {
    const samples = [
      '<main>Kleider für Damen</main>',
      '<main>Kleid 29,99 € – „Sommer“ ›</main>',
      `<p>${'Größe 38 '.repeat(5000)}😀 ${'\ud800'} ${'\udc00'}x</p>`,
      '',
    ];
    for (const html of samples) expect(Buffer.from(encodePageHtml(html)).equals(Buffer.from(html))).toBe(true);
  });

  it('a page after a longer one is encoded whole and alone', () => {
    const long = `<main>${'Kleid 29,99 € '.repeat(20_000)}</main>`;
    expect(Buffer.from(encodePageHtml(long)).equals(Buffer.from(long))).toBe(true);
    expect(Buffer.from(encodePageHtml('<main>€</main>')).toString()).toBe('<main>€</main>');
  });
});
