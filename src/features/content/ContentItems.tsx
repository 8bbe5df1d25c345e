import { css } from '@linaria/core';
import { createElement, memo, Suspense, useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import type { ContentItems_item$key } from './__generated__/ContentItems_item.graphql.ts';
import { useItemComponent } from './itemRegistry.ts';

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
        ...BannerItem_banner @alias(as: "Banner")
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
        ...HeadingItem_text @alias(as: "Text")
        ...TextItems_tip @alias(as: "Tip")
        ...MediaItems_video @alias(as: "Video")
      }
    `,
    item,
  );
  const id = useId();
  // The aliased spread of the item's own type carries its fragment reference.
  const ref = (data as unknown as Record<string, unknown>)[data.__typename];
  if (!ref) return null;
  return (
    <ErrorBoundary fallback={null}>
      <DeferredItem id={id} type={data.__typename} item={ref} />
    </ErrorBoundary>
  );
}

/**
 * Below the first screen an item's server HTML waits in its Suspense boundary for the item's
 * chunk, then hydrates. Memoised: a re-render from above before then would make React drop the
 * server HTML and render the boundary anew (empty until the chunk is there).
 */
const DeferredItem = memo(function DeferredItem({ id, type, item }: { id: string; type: string; item: unknown }) {
  return (
    <Suspense fallback={<ServerHtml id={id} />}>
      <div className={box} data-item={id}>
        <RegisteredItem type={type} item={item} />
      </div>
    </Suspense>
  );
});

const serverHtml = new Map<string, string>();

/**
 * Should React still have to drop an item's server HTML before the chunk is there (an update
 * from above reached the waiting boundary), that HTML stands in meanwhile: the page neither
 * empties nor shifts. Read once, before React removes it; our own render output, not CMS HTML.
 */
function ServerHtml({ id }: { id: string }) {
  if (typeof document !== 'undefined' && !serverHtml.has(id)) {
    serverHtml.set(id, document.querySelector(`[data-item="${CSS.escape(id)}"]`)?.innerHTML ?? '');
  }
  return <div className={box} aria-busy="true" dangerouslySetInnerHTML={{ __html: serverHtml.get(id) ?? '' }} />;
}

/** The registry's component for the item's type (loaded with the page, see itemRegistry.ts). */
function RegisteredItem({ type, item }: { type: string; item: unknown }) {
  const Component = useItemComponent(type);
  return Component ? createElement(Component, { item }) : null;
}

// The item's wrapper takes no box of its own: the page lays out the item as if it were not there.
const box = css`
  display: contents;
`;
