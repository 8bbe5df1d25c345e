import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  const { title: name, state } = pageContext.data;
  const page = state.page > 1 ? ` – Seite ${state.page}` : '';
  return `${name}${page} | ${pageContext.shop.brand}`;
}
