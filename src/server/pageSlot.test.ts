import { describe, expect, it } from 'vitest';
import { PAGE_HTML_SLOT, setPageHtmlAside, withPageHtml } from './pageSlot.ts';

describe('page slot', () => {
  it('sets the rendered page aside and puts it into the encoded document, once', () => {
    const pageContext: { pageHtmlString?: string } = { pageHtmlString: '<main>Kleider für 29,99 €</main>' };
    setPageHtmlAside(pageContext);
    expect(pageContext.pageHtmlString).toBe(PAGE_HTML_SLOT);
    const document = Buffer.from(`<html><head><title>Kleider</title></head><body><div id="root">${PAGE_HTML_SLOT}</div><script>x</script></body></html>`);
    expect(withPageHtml(document, pageContext).toString('utf8')).toBe(
      '<html><head><title>Kleider</title></head><body><div id="root"><main>Kleider für 29,99 €</main></div><script>x</script></body></html>',
    );
  });

  it('leaves a document without a page set aside as it is', () => {
    const document = Buffer.from('<html><body>Fehler</body></html>');
    expect(withPageHtml(document, {})).toBe(document);
    const streamed = { pageHtmlString: undefined };
    setPageHtmlAside(streamed);
    expect(withPageHtml(document, streamed)).toBe(document);
  });

  it('refuses a document that lost its slot', () => {
    const pageContext = { pageHtmlString: '<main></main>' };
    setPageHtmlAside(pageContext);
    expect(() => withPageHtml(Buffer.from('<html></html>'), pageContext)).toThrow('no slot');
  });
});
