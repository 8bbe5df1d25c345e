import type { PageContext } from 'vike/types';
import { errorPageTexts } from './texts.ts';

export function title(pageContext: PageContext) {
  const notFound = pageContext.is404 || pageContext.abortStatusCode === 404;
  return `${errorPageTexts(pageContext.shop.locale, Boolean(notFound)).title} | ${pageContext.shop.brand}`;
}
