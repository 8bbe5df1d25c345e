import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  return `${pageContext.data.title} | ${pageContext.shop.brand}`;
}
