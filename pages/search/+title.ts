import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';
import { searchTexts } from './texts.ts';

export function title(pageContext: PageContext<Data>) {
  const { term } = pageContext.data;
  const texts = searchTexts(pageContext.shop.locale);
  return term ? texts.searchResultTitle({ term }) : texts.searchPageTitle({ brand: pageContext.shop.brand });
}
