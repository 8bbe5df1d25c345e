import type { PageContext } from 'vike/types';
import { listingTexts } from '../../src/features/listing/texts.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  const { title: name, state } = pageContext.data;
  const heading = state.page > 1 ? listingTexts(pageContext.shop.locale).listingTitlePage({ name, page: state.page }) : name;
  return `${heading} | ${pageContext.shop.brand}`;
}
