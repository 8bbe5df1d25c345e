import type {
  GkAirInput,
  GkAirOutput,
  GkAirProduct,
  ImagesInput,
  MutationResolvers,
  Product,
  QueryResolvers,
  Resolvers,
} from '../../__generated__/shop-resolvers.ts';
import type { ShopContext } from '../../context.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { catalogueArticles } from '../basket/articles.ts';
import { basketState } from '../basket/state.ts';
import { lastPlacedOrder } from '../checkout/state.ts';
import { wishlistEntries } from '../wishlist/state.ts';
import { recoIndex, type RecoIndex } from './catalogueIndex.ts';
import { SERVICES, type RecoRequest } from './services.ts';
import type { Pick } from './strategies.ts';
import { recordTracking, viewedProductIds } from './tracking.ts';

function parameter(input: GkAirInput, ...names: string[]): string[] {
  return (input.parameters ?? [])
    .filter((p) => names.includes(p.name.toLowerCase()))
    .flatMap((p) => p.value.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** 'C10101' (the shop sends 'C' + the breadcrumb's category id, which may carry 'bc-') → '10101'. */
export const categoryIdOf = (cid: string | undefined) => (cid ? cid.replace(/^C(?=bc-|\d)/, '').replace(/^bc-/, '') : null);

/** Visitor data feeds recommendations only with tracking consent. */
function recoRequest(input: GkAirInput, context: ShopContext, index: RecoIndex): RecoRequest {
  const consent = input.trackingConsent;
  const { visitor } = context;
  return {
    index,
    productIds: parameter(input, 'pid'),
    categoryId: categoryIdOf(parameter(input, 'cid')[0]),
    term: parameter(input, 'term', 'q', 'searchterm')[0] ?? null,
    outfitId: parameter(input, 'outfitid')[0] ?? null,
    viewed: consent ? viewedProductIds(visitor) : [],
    wishlist: consent ? wishlistEntries(visitor).map((e) => e.productId) : [],
    basket: consent
      ? [...new Set(basketState(visitor).current.lines.flatMap((l) => catalogueArticles(l.variantId)?.product.id ?? []))]
      : [],
    ordered: consent ? (lastPlacedOrder(visitor)?.productIds ?? []) : [],
  };
}

/** The product as the slider shows it: its images as requested, with tracking data. */
function recommendedProduct(
  product: Product,
  images: ImagesInput | null | undefined,
  imageType: string | null | undefined,
  metadata: Product['gkAirMetadata'],
): Product {
  const type = imageType ?? images?.imageType;
  let list = product.images;
  if (type) {
    const matching = list.filter((image) => image.type === type);
    list = images?.exactImageType ? matching : [...matching, ...list.filter((image) => image.type !== type)];
  }
  return { ...product, images: list.slice(0, Math.max(0, images?.count ?? 1)), gkAirMetadata: metadata };
}

function gkAirProduct(
  serviceId: string,
  outputId: string,
  position: number,
  chosen: Pick,
  index: RecoIndex,
  images: ImagesInput | null | undefined,
  imageType?: string | null,
): GkAirProduct {
  const { product } = chosen.entry;
  const leaf = index.leafOf.get(product.id)?.path[2];
  const trackingToken = [serviceId, `${outputId}-${position}`, chosen.group, chosen.campaign ?? 'standard', product.id].join('|');
  const category = { category: leaf?.id ?? null, categoryName: leaf?.name ?? null, categoryPath: leaf?.path ?? null };
  return {
    product: recommendedProduct(product, images, imageType, { trackingToken, ...category }),
    trackingToken,
    outfitID: chosen.outfitID ?? null,
    reason: chosen.reason,
    ...category,
  };
}

export const Query = {
  /** An unknown service answers no outputs; an unknown output of a known service has no products. */
  gkAir: (_, { input, imagesInput }, context) => {
    requireValidAuth(context);
    const service = SERVICES[input.serviceId];
    if (!service) return [];
    const index = recoIndex();
    const request = recoRequest(input, context, index);
    const wanted =
      (input.outputConfig ?? []).length > 0
        ? input.outputConfig!
        : input.outputId
          ? [{ outputId: input.outputId, imageType: null }]
          : Object.keys(service)
              // Object keys put '4' before '3a'; the shop's outputs read 1, 2, 3a, 3b, 4.
              .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
              .map((outputId) => ({ outputId, imageType: null }));
    return wanted.map(({ outputId, imageType }): GkAirOutput => {
      const output = service[outputId];
      if (!output) return { outputId, title: null, products: [] };
      const { title, picks } = output(request);
      return {
        outputId,
        title,
        products: picks.map((p, i) => gkAirProduct(input.serviceId, outputId, i + 1, p, index, imagesInput, imageType)),
      };
    });
  },
} satisfies QueryResolvers;

// Tracking answers success when the call was recorded, i.e. when it carried consent.
export const Mutation = {
  trackProductViewGkAir: (_, args, context) => {
    requireValidAuth(context);
    return { success: recordTracking(context, 'trackProductViewGkAir', args) };
  },
  trackSearchGkAir: (_, args, context) => {
    requireValidAuth(context);
    return { success: recordTracking(context, 'trackSearchGkAir', args) };
  },
  trackClickGkAir: (_, args, context) => {
    requireValidAuth(context);
    return { success: recordTracking(context, 'trackClickGkAir', args) };
  },
  trackCategoryClickGkAir: (_, args, context) => {
    requireValidAuth(context);
    return { success: recordTracking(context, 'trackCategoryClickGkAir', args) };
  },
  trackAddToWishlistGkAir: (_, args, context) => {
    requireValidAuth(context);
    return { success: recordTracking(context, 'trackAddToWishlistGkAir', args) };
  },
  trackRemoveFromWishlistGkAir: (_, args, context) => {
    requireValidAuth(context);
    return { success: recordTracking(context, 'trackRemoveFromWishlistGkAir', args) };
  },
} satisfies MutationResolvers;

export const resolvers: Resolvers = { Query, Mutation };
