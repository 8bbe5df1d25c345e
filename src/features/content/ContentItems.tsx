import { css } from '@linaria/core';
import type { ComponentType } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import type { ContentItems_item$key } from './__generated__/ContentItems_item.graphql.ts';
import { ActionButtonItem } from './items/ActionButtonItem.tsx';
import { BannerItem, BoxItem, ContactBoxItem, CookieListItem, PhoneBoxItem } from './items/BoxItems.tsx';
import { CouponItem } from './items/CouponItem.tsx';
import { Eyecatcher } from './items/Eyecatcher.tsx';
import { AnchorLinkItem, ButtonItem, LinkBoxItem, LinkItem } from './items/LinkItems.tsx';
import { AssetSetItem, ContentAssetItem, IFrameItem, VideoItem } from './items/MediaItems.tsx';
import { LegalHintItem, ModalItem } from './items/ModalItems.tsx';
import { CardItem, CategoryTileItem, PromotionCardItem, PromotionCarouselItem } from './items/PromotionItems.tsx';
import { InspirationItem, OutfitItem, RecommendationGkAirItem, RecommendationItem } from './items/RecommendationItems.tsx';
import { AccordionItem, TableOfContentsItem } from './items/StructureItems.tsx';
import { ChecklistItem, DosDontsItem, PanelItem, RichtextItem, SeoAdviceItem, TextItem, TipItem } from './items/TextItems.tsx';

/**
 * The registry: each content item type and the component that renders it from its fragment.
 * Layout is the page's own (PageItems.tsx): a layout column holds any item but another layout.
 */
// Each component receives the item narrowed to its type; the map cannot express that per key.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const REGISTRY: Record<string, ComponentType<{ item: any }>> = {
  Accordion: AccordionItem,
  ActionButton: ActionButtonItem,
  AnchorLink: AnchorLinkItem,
  AssetSet: AssetSetItem,
  Banner: BannerItem,
  Box: BoxItem,
  Button: ButtonItem,
  Card: CardItem,
  CategoryTile: CategoryTileItem,
  Checklist: ChecklistItem,
  ContactBox: ContactBoxItem,
  ContentItemAsset: ContentAssetItem,
  CookieList: CookieListItem,
  Coupon: CouponItem,
  DosDonts: DosDontsItem,
  ExternalLink: LinkItem,
  Eyecatcher: ({ item }) => (
    <div className={standalone}>
      <Eyecatcher eyecatcher={item} />
    </div>
  ),
  IFrame: IFrameItem,
  InspirationItem,
  InternalLink: LinkItem,
  LegalHint: LegalHintItem,
  LinkBox: LinkBoxItem,
  Modal: ModalItem,
  OutfitItem,
  Panel: PanelItem,
  PhoneBox: PhoneBoxItem,
  PromotionCard: PromotionCardItem,
  PromotionCarousel: PromotionCarouselItem,
  Recommendation: RecommendationItem,
  RecommendationGkAir: RecommendationGkAirItem,
  Richtext: RichtextItem,
  SeoAdvice: SeoAdviceItem,
  TableOfContents: TableOfContentsItem,
  Text: TextItem,
  Tip: TipItem,
  Video: VideoItem,
};

/** One content item through the registry; a failing item leaves only itself out. */
export function ContentItem({ item }: { item: ContentItems_item$key }) {
  const data = useFragment(
    graphql`
      fragment ContentItems_item on ContentItem {
        __typename
        ...StructureItems_accordion @alias(as: "Accordion")
        ...ActionButtonItem_actionButton @alias(as: "ActionButton")
        ...LinkItems_anchorLink @alias(as: "AnchorLink")
        ...MediaItems_assetSet @alias(as: "AssetSet")
        ...BoxItems_banner @alias(as: "Banner")
        ...BoxItems_box @alias(as: "Box")
        ...LinkItems_button @alias(as: "Button")
        ...PromotionItems_card @alias(as: "Card")
        ...PromotionItems_categoryTile @alias(as: "CategoryTile")
        ...TextItems_checklist @alias(as: "Checklist")
        ...BoxItems_contactBox @alias(as: "ContactBox")
        ...MediaItems_asset @alias(as: "ContentItemAsset")
        ...BoxItems_cookieList @alias(as: "CookieList")
        ...CouponItem_coupon @alias(as: "Coupon")
        ...TextItems_dosDonts @alias(as: "DosDonts")
        ...LinkItems_link @alias(as: "ExternalLink")
        ...Eyecatcher_eyecatcher @alias(as: "Eyecatcher")
        ...MediaItems_iframe @alias(as: "IFrame")
        ...RecommendationItems_inspiration @alias(as: "InspirationItem")
        ...LinkItems_link @alias(as: "InternalLink")
        ...ModalItems_legalHint @alias(as: "LegalHint")
        ...LinkItems_linkBox @alias(as: "LinkBox")
        ...ModalItems_modal @alias(as: "Modal")
        ...RecommendationItems_outfit @alias(as: "OutfitItem")
        ...TextItems_panel @alias(as: "Panel")
        ...BoxItems_phoneBox @alias(as: "PhoneBox")
        ...PromotionItems_promotion @alias(as: "PromotionCard")
        ...PromotionItems_carousel @alias(as: "PromotionCarousel")
        ...RecommendationItems_recommendation @alias(as: "Recommendation")
        ...RecommendationItems_gkAir @alias(as: "RecommendationGkAir")
        ...TextItems_richtext @alias(as: "Richtext")
        ...TextItems_seoAdvice @alias(as: "SeoAdvice")
        ...StructureItems_tableOfContents @alias(as: "TableOfContents")
        ...TextItems_text @alias(as: "Text")
        ...TextItems_tip @alias(as: "Tip")
        ...MediaItems_video @alias(as: "Video")
      }
    `,
    item,
  );
  const Component = REGISTRY[data.__typename];
  // The aliased spread of the item's own type carries its fragment reference.
  const ref = (data as unknown as Record<string, unknown>)[data.__typename];
  if (!Component || !ref) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Component item={ref} />
    </ErrorBoundary>
  );
}

export const CONTENT_ITEM_TYPES = Object.keys(REGISTRY);

// An eyecatcher on its own (not over an image) sits in a box of its size.
const standalone = css`
  position: relative;
  min-height: 5.5rem;
`;
