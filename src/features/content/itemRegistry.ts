import type { ComponentType } from 'react';
import { COUPON_MODULE, LINKS_MODULE, MEDIA_MODULE } from './embedModules.ts';
import { lazyModule, useModuleExport, type LazyModule } from '../../ui/lazy/lazyModule.ts';
import { leadImageIndex } from './leadImage.ts';
import { withTexts } from '../../i18n/lazyTexts.ts';

// Each component receives the item narrowed to its type; the map cannot express that per key.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ItemComponent = ComponentType<{ item: any; inline?: boolean }>;

/** The modules holding the item components, each its own chunk: a page loads only those of the item types it contains. */
const MODULES = {
  actionButton: lazyModule('src/features/content/items/ActionButtonItem.tsx', () =>
    withTexts(['content'], import('./items/ActionButtonItem.tsx')),
  ),
  banner: lazyModule('src/features/content/items/BannerItem.tsx', () => withTexts(['content'], import('./items/BannerItem.tsx'))),
  boxes: lazyModule('src/features/content/items/BoxItems.tsx', () => withTexts(['content'], import('./items/BoxItems.tsx'))),
  coupon: COUPON_MODULE,
  eyecatcher: lazyModule('src/features/content/items/Eyecatcher.tsx', () => import('./items/Eyecatcher.tsx')),
  heading: lazyModule('src/features/content/items/HeadingItem.tsx', () => import('./items/HeadingItem.tsx')),
  links: LINKS_MODULE,
  media: MEDIA_MODULE,
  modals: lazyModule('src/features/content/items/ModalItems.tsx', () => withTexts(['frame', 'content'], import('./items/ModalItems.tsx'))),
  promotions: lazyModule('src/features/content/items/PromotionItems.tsx', () =>
    withTexts(['content'], import('./items/PromotionItems.tsx')),
  ),
  recommendations: lazyModule('src/features/content/items/RecommendationItems.tsx', () => import('./items/RecommendationItems.tsx')),
  structure: lazyModule('src/features/content/items/StructureItems.tsx', () =>
    withTexts(['content'], import('./items/StructureItems.tsx')),
  ),
  texts: lazyModule('src/features/content/items/TextItems.tsx', () => withTexts(['content'], import('./items/TextItems.tsx'))),
} satisfies Record<string, LazyModule>;

type ModuleName = keyof typeof MODULES;

/** The registry: each content item type (GraphQL type name) → its module and export. */
const REGISTRY: Record<string, readonly [ModuleName, string]> = {
  Accordion: ['structure', 'AccordionItem'],
  ActionButton: ['actionButton', 'ActionButtonItem'],
  AnchorLink: ['links', 'AnchorLinkItem'],
  AssetSet: ['media', 'AssetSetItem'],
  Banner: ['banner', 'BannerItem'],
  Box: ['boxes', 'BoxItem'],
  Button: ['links', 'ButtonItem'],
  Card: ['promotions', 'CardItem'],
  CategoryTile: ['promotions', 'CategoryTileItem'],
  Checklist: ['texts', 'ChecklistItem'],
  ContactBox: ['boxes', 'ContactBoxItem'],
  ContentItemAsset: ['media', 'ContentAssetItem'],
  CookieList: ['boxes', 'CookieListItem'],
  Coupon: ['coupon', 'CouponItem'],
  DosDonts: ['texts', 'DosDontsItem'],
  ExternalLink: ['links', 'LinkItem'],
  Eyecatcher: ['eyecatcher', 'StandaloneEyecatcher'],
  IFrame: ['media', 'IFrameItem'],
  InspirationItem: ['recommendations', 'InspirationItem'],
  InternalLink: ['links', 'LinkItem'],
  LegalHint: ['modals', 'LegalHintItem'],
  LinkBox: ['links', 'LinkBoxItem'],
  Modal: ['modals', 'ModalItem'],
  OutfitItem: ['recommendations', 'OutfitItem'],
  Panel: ['texts', 'PanelItem'],
  PhoneBox: ['boxes', 'PhoneBoxItem'],
  PromotionCard: ['promotions', 'PromotionCardItem'],
  PromotionCarousel: ['promotions', 'PromotionCarouselItem'],
  Recommendation: ['recommendations', 'RecommendationItem'],
  RecommendationGkAir: ['recommendations', 'RecommendationGkAirItem'],
  Richtext: ['texts', 'RichtextItem'],
  SeoAdvice: ['texts', 'SeoAdviceItem'],
  TableOfContents: ['structure', 'TableOfContentsItem'],
  Text: ['heading', 'HeadingItem'],
  Tip: ['texts', 'TipItem'],
  Video: ['media', 'VideoItem'],
};

export const CONTENT_ITEM_TYPES = Object.keys(REGISTRY);

/** The modules of the given item types (unknown types are skipped), without duplicates. */
function modulesOf(types: Iterable<string>): ModuleName[] {
  const names = new Set<ModuleName>();
  for (const type of types) {
    const entry = REGISTRY[type];
    if (entry) names.add(entry[0]);
  }
  return [...names].sort();
}

/**
 * Loads the components of the given item types. Pages await it before they render (server) and
 * before they hydrate (browser), so items render at once and hydration matches the server's HTML.
 */
export async function preloadItems(types: Iterable<string>): Promise<void> {
  await Promise.all(modulesOf(types).map((name) => MODULES[name].load()));
}

/** Source paths (assets-manifest keys) of the modules the given item types need. */
export function itemModulePaths(types: Iterable<string>): string[] {
  return modulesOf(types).map((name) => MODULES[name].path);
}

/**
 * The component of an item type: at once when preloaded, else it suspends until its module has
 * loaded (an item a page had not announced). Undefined for unknown types.
 */
export function useItemComponent(type: string): ItemComponent | undefined {
  const entry = REGISTRY[type];
  return useModuleExport<ItemComponent>(entry && MODULES[entry[0]], entry?.[1] ?? '');
}

/** The component of an item type once its module has loaded; undefined before. */
export function loadedItemComponent(type: string): ItemComponent | undefined {
  const entry = REGISTRY[type];
  return entry && (MODULES[entry[0]].loaded()?.[entry[1]] as ItemComponent | undefined);
}

type StoreRecord = Record<string, unknown> & { __typename?: unknown };
type StoreRecords = Record<string, StoreRecord | null | undefined> | null | undefined;

/** The item types among the `__typename`s of a store's records. */
export function itemTypesOf(records: StoreRecords): string[] {
  const types = new Set<string>();
  for (const record of Object.values(records ?? {})) {
    const type = record?.__typename;
    if (typeof type === 'string' && type in REGISTRY) types.add(type);
  }
  return [...types].sort();
}

/** Where an entry is an item of its own: in the page and in layout columns. */
const ITEM_PARENTS = new Set(['Page', 'LayoutColumn']);
/** Types that elsewhere are parts of an item, rendered by that item's module (a link, a promotion's asterisk). */
const PARTS = new Set(['ExternalLink', 'InternalLink', 'LegalHint']);

/**
 * The item types of the store's pages' first items, with the items nested in them (layout
 * columns, carousel cards, embedded entries …): what the first screen shows. The first items are
 * those up to the first one with images (the page's lead image), at most `count`.
 */
export function leadItemTypes(records: StoreRecords, count: number): string[] {
  const all = records ?? {};
  const refsOf = (value: unknown): string[] => {
    if (!value || typeof value !== 'object') return [];
    if ('__ref' in value && typeof value.__ref === 'string') return [value.__ref];
    if ('__refs' in value && Array.isArray(value.__refs)) return value.__refs.filter((ref): ref is string => typeof ref === 'string');
    return [];
  };
  const start: string[] = [];
  for (const record of Object.values(all)) {
    if (record?.__typename !== 'Page') continue;
    for (const [field, value] of Object.entries(record)) {
      if (!field.startsWith('contentCollection')) continue;
      for (const collection of refsOf(value)) {
        const items = refsOf(all[collection]?.items);
        const lead = leadImageIndex(items.map((id) => String(all[id]?.__typename)));
        start.push(...items.slice(0, lead >= 0 ? Math.min(lead + 1, count) : count));
      }
    }
  }
  const seen = new Set<string>();
  const types = new Set<string>();
  const queue: Array<[id: string, parent: unknown]> = start.map((id) => [id, 'Page']);
  while (queue.length) {
    const [id, parent] = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const record = all[id];
    if (!record) continue;
    const type = record.__typename;
    if (typeof type === 'string' && type in REGISTRY && (ITEM_PARENTS.has(String(parent)) || !PARTS.has(type))) types.add(type);
    for (const value of Object.values(record)) queue.push(...refsOf(value).map((ref): [string, unknown] => [ref, type]));
  }
  return [...types].sort();
}
