import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  const { term } = pageContext.data;
  return term ? `${term} - Suchergebnis` : `Suche | ${pageContext.shop.brand}`;
}
