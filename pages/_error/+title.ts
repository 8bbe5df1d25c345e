import type { PageContext } from 'vike/types';
import { ERROR_PAGE_TEXTS as texts } from './texts.ts';

export function title(pageContext: PageContext) {
  const notFound = pageContext.is404 || pageContext.abortStatusCode === 404;
  return `${notFound ? texts.notFoundTitle : texts.unknownTitle} | ${pageContext.shop.brand}`;
}
