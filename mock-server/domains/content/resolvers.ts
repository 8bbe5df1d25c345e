import type {
  CategoryImageLink,
  Coupon,
  InputMaybe,
  LegalHint,
  Modal,
  Page,
  PhoneBox,
  QueryResolvers,
  Resolvers,
  SysFilter,
} from '../../__generated__/content-resolvers.ts';
import type { ContentContext } from '../../context.ts';
import type { EntryShape } from '../../data/content/model.ts';
import { SHOP_LOCALES, shopLocale } from '../../l10n/locale.ts';
import { unauthenticated } from '../../sessions/auth.ts';
import { imageUrl } from './imageUrl.ts';
import { pageOf, type Paging } from './paging.ts';
import { contentView } from './view.ts';

/** Content is written in de-DE and translated for every other shop locale; unknown locales have none. */
export const CONTENT_LOCALES: readonly string[] = SHOP_LOCALES;

interface RootArgs extends Paging {
  locale: string;
  preview?: boolean | null;
}

const matchesSys = (filter: InputMaybe<SysFilter> | undefined, entry: EntryShape) =>
  (filter?.id == null || entry.sys.id === filter.id) && (filter?.id_in == null || filter.id_in.includes(entry.sys.id));

const equalOrUnset = <T>(wanted: T | null | undefined, value: T | null | undefined) => wanted == null || value === wanted;
const inOrUnset = <T>(wanted: readonly T[] | null | undefined, value: T | null | undefined) =>
  wanted == null || (value != null && wanted.includes(value));

/** The entries of one type visible to the request, filtered, counted and sliced. */
function rootCollection<T extends EntryShape>(typename: string, args: RootArgs, context: ContentContext, matches: (entry: T) => boolean) {
  if (args.preview && context.token !== 'preview') throw unauthenticated('Preview requires the preview token');
  const view = contentView(args.preview ? 'preview' : 'published', shopLocale(args.locale));
  const items = CONTENT_LOCALES.includes(args.locale)
    ? (view.entries.filter((entry) => entry.__typename === typename) as T[]).filter(matches)
    : [];
  return pageOf(items, args);
}

export const Query = {
  pageCollection: (_, { where, ...args }, context) =>
    rootCollection<Page>(
      'Page',
      args,
      context,
      (page) =>
        matchesSys(where?.sys, page) &&
        equalOrUnset(where?.slug, page.slug) &&
        inOrUnset(where?.slug_in, page.slug) &&
        equalOrUnset(where?.pageType, page.pageType) &&
        inOrUnset(where?.pageType_in, page.pageType),
    ),
  modalCollection: (_, { where, ...args }, context) =>
    rootCollection<Modal>(
      'Modal',
      args,
      context,
      (modal) => matchesSys(where?.sys, modal) && equalOrUnset(where?.id, modal.id) && inOrUnset(where?.id_in, modal.id),
    ),
  phoneBoxCollection: (_, { where, ...args }, context) =>
    rootCollection<PhoneBox>('PhoneBox', args, context, (box) => {
      const flag = box.useInOffCanvasNavigation;
      const contains = where?.useInOffCanvasNavigation_contains;
      return (
        matchesSys(where?.sys, box) &&
        equalOrUnset(where?.useInOffCanvasNavigation, flag) &&
        // Substring match without regard to case, like the CMS's _contains.
        (contains == null || (flag != null && flag.toLowerCase().includes(contains.toLowerCase())))
      );
    }),
  legalHintCollection: (_, { where, ...args }, context) =>
    rootCollection<LegalHint>(
      'LegalHint',
      args,
      context,
      (hint) => matchesSys(where?.sys, hint) && equalOrUnset(where?.id, hint.id) && inOrUnset(where?.id_in, hint.id),
    ),
  couponCollection: (_, { where, ...args }, context) =>
    rootCollection<Coupon>(
      'Coupon',
      args,
      context,
      (coupon) => matchesSys(where?.sys, coupon) && (where?.code == null || coupon.code === where.code || coupon.code2 === where.code),
    ),
  categoryImageLinkCollection: (_, { where, ...args }, context) =>
    rootCollection<CategoryImageLink>(
      'CategoryImageLink',
      args,
      context,
      (link) =>
        matchesSys(where?.sys, link) &&
        equalOrUnset(where?.categoryId, link.categoryId) &&
        equalOrUnset(where?.categoryPath, link.categoryPath),
    ),
} satisfies QueryResolvers;

/** Entries carry their type name (data/content/model.ts); unions and interfaces read it. */
function typenameOf<T extends string>(value: { __typename?: string }): T {
  if (!value.__typename) throw new Error('Content entry without __typename');
  return value.__typename as T;
}

export const resolvers: Resolvers = {
  Query,
  ContentItem: { __resolveType: typenameOf },
  Link: { __resolveType: typenameOf },
  Entry: { __resolveType: typenameOf },
  Asset: { url: (asset, { transform }) => (asset.url ? imageUrl(asset.url, transform) : null) },
  // Nested collections are stored whole; each request counts and slices them itself.
  Page: { contentCollection: (page, paging) => pageOf(page.contentCollection.items, paging) },
  Accordion: { itemsCollection: (accordion, paging) => pageOf(accordion.itemsCollection.items, paging) },
  Layout: { columnsCollection: (layout, paging) => pageOf(layout.columnsCollection.items, paging) },
  CookieList: { cookiesCollection: (list, paging) => pageOf(list.cookiesCollection.items, paging) },
  InspirationItem: { imagesCollection: (item, paging) => pageOf(item.imagesCollection.items, paging) },
  PromotionCarousel: { cardsCollection: (carousel, paging) => pageOf(carousel.cardsCollection.items, paging) },
  GkAirService: {
    parametersCollection: (service, paging) => pageOf(service.parametersCollection.items, paging),
    outputConfigCollection: (service, paging) => pageOf(service.outputConfigCollection.items, paging),
  },
};
