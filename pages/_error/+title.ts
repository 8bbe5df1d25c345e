import type { PageContext } from 'vike/types';
import { messages } from '../../src/shop/messages.ts';

export function title(pageContext: PageContext) {
  const notFound = pageContext.is404 || pageContext.abortStatusCode === 404;
  return `${notFound ? messages.ERROR_PAGE_NOT_FOUND_TITLE : messages.ERROR_PAGE_UNKNOWN_TITLE} | ${pageContext.shop.brand}`;
}
