import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

// The entry's SEO title as it is; else its title with the shop's name.
export function title(pageContext: PageContext<Data>) {
  return pageContext.data.seoTitle ?? `${pageContext.data.title} | ${pageContext.shop.brand}`;
}
