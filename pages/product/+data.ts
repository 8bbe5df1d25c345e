import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadCritical } from '../../src/relay/pageData.ts';
import type { ProductPageQuery as ProductPageQueryType } from './__generated__/ProductPageQuery.graphql.ts';
import { ProductPageQuery } from './ProductPageQuery.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the product is critical: unknown id → 404, failure → error page.
export async function data(pageContext: PageContextServer) {
  const variables = { id: pageContext.routeParams.id ?? '', locale: pageContext.shop.locale };
  const { data, records } = await loadCritical<ProductPageQueryType>(pageContext, 'shop', ProductPageQuery, variables);
  if (!data.productById) throw render(404);
  return { variables, records: { shop: records }, title: data.productById.name };
}
