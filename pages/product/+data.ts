import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadFrame } from '../frameData.ts';
import { createPageLoader } from '../../src/relay/pageData.ts';
import type { ProductPageQuery as ProductPageQueryType } from './__generated__/ProductPageQuery.graphql.ts';
import { ProductPageQuery } from './ProductPageQuery.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the product is critical: unknown id → 404, failure → error page.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const variables = { id: pageContext.routeParams.id ?? '', locale: pageContext.shop.locale };
  const [product, frame] = await Promise.all([
    load.critical<ProductPageQueryType>('shop', ProductPageQuery, variables),
    loadFrame(pageContext, load),
  ]);
  if (!product.productById) throw render(404);
  return { variables, frame, records: load.records(), title: product.productById.name };
}
