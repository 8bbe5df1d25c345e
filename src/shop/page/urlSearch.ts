// The page URL's query as key → value, read once per page. Vike computes `pageContext.urlParsed`
// anew on every read (it parses the URL each time); a component that many items of a list render
// (a product tile) reads it through here instead.
import { usePageContext } from 'vike-react/usePageContext';

interface Parsed {
  url: string;
  search: Record<string, string>;
}

const parsed = new WeakMap<object, Parsed>();

/** `urlParsed.search` of a page context, parsed once per page context and URL. */
export function urlSearchOf(pageContext: { urlOriginal: string; urlParsed: { search: Record<string, string> } }): Record<string, string> {
  const known = parsed.get(pageContext);
  if (known && known.url === pageContext.urlOriginal) return known.search;
  const search = pageContext.urlParsed.search;
  parsed.set(pageContext, { url: pageContext.urlOriginal, search });
  return search;
}

/** The current page's query parameters (see urlSearchOf). */
export function useUrlSearch(): Record<string, string> {
  return urlSearchOf(usePageContext());
}
