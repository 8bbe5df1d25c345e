import { genderOf, rotate, type RecoIndex } from './catalogueIndex.ts';
import {
  boughtTogether,
  campaign,
  CAMPAIGN,
  lastSeen,
  outfit,
  similarProducts,
  similarToAll,
  topSellers,
  type Pick,
} from './strategies.ts';

/** What one recommendation request knows. Visitor data is empty without tracking consent. */
export interface RecoRequest {
  index: RecoIndex;
  /** Product ids of the 'pid' parameters. */
  productIds: string[];
  /** Category of the 'cid' parameter ('C' + id). */
  categoryId: string | null;
  /** Search term ('term', 'q' or 'searchTerm' parameter). */
  term: string | null;
  /** A look of the content's outfit pages ('outfitId' parameter). */
  outfitId: string | null;
  viewed: string[];
  wishlist: string[];
  basket: string[];
  ordered: string[];
}

export interface OutputResult {
  title: string;
  picks: Pick[];
}

type Output = (request: RecoRequest) => OutputResult;

const LAST_SEEN = 'Zuletzt angesehen';
const YOU_MAY_LIKE = 'Das könnte Ihnen auch gefallen';

const without = (picks: Pick[], ids: readonly string[]) => picks.filter((p) => !ids.includes(p.entry.product.id));
const lastSeenOutput =
  (exclude: (r: RecoRequest) => string[]): Output =>
  (r) => ({ title: LAST_SEEN, picks: lastSeen(r.index, r.viewed, exclude(r)) });
/** The request's own products, else (with consent) the visitor's. */
const seeds = (r: RecoRequest, own: string[]) => (r.productIds.length > 0 ? r.productIds : own);

const productPage: Record<string, Output> = {
  '1': (r) => ({ title: 'Passend dazu', picks: outfit(r.index, r.productIds[0] ?? '') }),
  '2': (r) => ({ title: YOU_MAY_LIKE, picks: similarProducts(r.index, r.productIds[0] ?? '') }),
  // The target campaign covers clothes and shoes; other products get none and the shop shows '3b'.
  '3a': (r) => ({ title: CAMPAIGN.title, picks: campaign(r.index, r.productIds[0] ?? '') }),
  '3b': (r) => {
    const pid = r.productIds[0] ?? '';
    const seen = lastSeen(r.index, r.viewed, [pid]);
    if (seen.length > 0) return { title: LAST_SEEN, picks: seen };
    const categoryId = r.index.leafOf.get(pid)?.path[2].id ?? r.categoryId;
    const name = categoryId ? r.index.categoryById.get(categoryId)?.name : undefined;
    return { title: name ? `Beliebt in ${name}` : 'Unsere Bestseller', picks: without(topSellers(r.index, { categoryId }), [pid]) };
  },
  '4': (r) => {
    const pid = r.productIds[0] ?? '';
    const inOutfit = outfit(r.index, pid).map((p) => p.entry.product.id);
    return { title: 'Kunden kauften auch', picks: boughtTogether(r.index, pid, inOutfit) };
  },
};

const wearables = new WeakMap<RecoIndex, string[]>();

/** The fashion article an outfit id stands for: the same one for the same id, always one with an outfit. */
function outfitSeed(r: RecoRequest): string {
  let ids = wearables.get(r.index);
  if (!ids) {
    ids = r.index.topSellers
      .map((entry) => entry.product.id)
      .filter((id) => {
        const leaf = r.index.leafOf.get(id);
        return leaf !== undefined && genderOf(leaf) !== null && outfit(r.index, id).length > 0;
      });
    wearables.set(r.index, ids);
  }
  return rotate(ids, r.outfitId ?? '')[0] ?? '';
}

/** Services (page kinds) and their outputs (sliders). */
export const SERVICES: Readonly<Record<string, Readonly<Record<string, Output>>>> = {
  productDetailPage: productPage,
  homepage: {
    '1': (r) => {
      const history = [...r.viewed, ...r.wishlist];
      return history.length > 0
        ? { title: 'Für Sie ausgewählt', picks: similarToAll(r.index, history, 'categoryMatching', 'Passend zu Ihren Interessen') }
        : { title: 'Unsere Bestseller', picks: topSellers(r.index) };
    },
    '2': lastSeenOutput(() => []),
  },
  basket: {
    '1': (r) => ({
      title: YOU_MAY_LIKE,
      picks: similarToAll(r.index, seeds(r, r.basket), 'similarProducts', 'Passend zu Ihrem Warenkorb'),
    }),
    '2': lastSeenOutput((r) => r.basket),
  },
  wishlist: {
    '1': (r) => ({
      title: 'Passend zu Ihrem Merkzettel',
      picks: similarToAll(r.index, seeds(r, r.wishlist), 'wishlist', 'Passend zu Ihrem Merkzettel'),
    }),
    '2': lastSeenOutput((r) => r.wishlist),
  },
  searchResultPage: {
    '1': (r) => ({ title: 'Beliebte Artikel', picks: topSellers(r.index, { categoryId: r.categoryId, term: r.term }) }),
    '2': lastSeenOutput(() => []),
  },
  /** Recommendations inside inspiration content: products like the one the item shows. */
  inspirationPage: {
    '1': (r) => ({ title: YOU_MAY_LIKE, picks: similarProducts(r.index, r.productIds[0] ?? '') }),
  },
  /** Outfit items of content pages: the look's pieces, and looks like it. */
  outfitPage: {
    outfit: (r) => ({ title: 'Das Outfit', picks: outfit(r.index, outfitSeed(r)) }),
    '2': (r) => ({ title: 'Ähnliche Artikel', picks: similarProducts(r.index, outfitSeed(r)) }),
  },
  thanks: {
    '1': (r) => {
      const ordered = seeds(r, r.ordered);
      const picks = ordered.length > 0 ? similarToAll(r.index, ordered, 'similarProducts', 'Passend zu Ihrer Bestellung') : [];
      return { title: YOU_MAY_LIKE, picks: picks.length > 0 ? picks : topSellers(r.index) };
    },
  },
};
