import type { PageContextServer } from 'vike/types';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { loadFrame } from '../frameData.ts';
import type { WishlistPageQuery as WishlistPageQueryType } from './__generated__/WishlistPageQuery.graphql.ts';
import { WishlistPageQuery, wishlistPageVariables } from './WishlistPageQuery.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the visitor's wishlist (a guest's too) with the saved products' tile
// data, loaded with the visitor's token: the page comes with it, private
// (src/server/personalPages.ts). A failure leaves it out and the page shows its failure text with
// a retry (usePersonalQuery); the frame degrades as elsewhere.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const [frame] = await Promise.all([
    loadFrame(pageContext, load),
    load.personal<WishlistPageQueryType>(WishlistPageQuery, wishlistPageVariables(pageContext.shop.locale)),
  ]);
  return { frame, records: load.records(), personal: load.personalOutcomes() };
}
