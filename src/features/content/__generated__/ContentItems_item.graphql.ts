/**
 * @generated SignedSource<<1139fed6234f4fcc3f3a89da1d40771d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContentItems_item$data = {
  readonly __typename: string;
  readonly Accordion: {
    readonly " $fragmentSpreads": FragmentRefs<"StructureItems_accordion">;
  } | null | undefined;
  readonly ActionButton: {
    readonly " $fragmentSpreads": FragmentRefs<"ActionButtonItem_actionButton">;
  } | null | undefined;
  readonly AnchorLink: {
    readonly " $fragmentSpreads": FragmentRefs<"LinkItems_anchorLink">;
  } | null | undefined;
  readonly AssetSet: {
    readonly " $fragmentSpreads": FragmentRefs<"MediaItems_assetSet">;
  } | null | undefined;
  readonly Banner: {
    readonly " $fragmentSpreads": FragmentRefs<"BannerItem_banner">;
  } | null | undefined;
  readonly Box: {
    readonly " $fragmentSpreads": FragmentRefs<"BoxItems_box">;
  } | null | undefined;
  readonly Button: {
    readonly " $fragmentSpreads": FragmentRefs<"LinkItems_button">;
  } | null | undefined;
  readonly Card: {
    readonly " $fragmentSpreads": FragmentRefs<"PromotionItems_card">;
  } | null | undefined;
  readonly CategoryTile: {
    readonly " $fragmentSpreads": FragmentRefs<"PromotionItems_categoryTile">;
  } | null | undefined;
  readonly Checklist: {
    readonly " $fragmentSpreads": FragmentRefs<"TextItems_checklist">;
  } | null | undefined;
  readonly ContactBox: {
    readonly " $fragmentSpreads": FragmentRefs<"BoxItems_contactBox">;
  } | null | undefined;
  readonly ContentItemAsset: {
    readonly " $fragmentSpreads": FragmentRefs<"MediaItems_asset">;
  } | null | undefined;
  readonly CookieList: {
    readonly " $fragmentSpreads": FragmentRefs<"BoxItems_cookieList">;
  } | null | undefined;
  readonly Coupon: {
    readonly " $fragmentSpreads": FragmentRefs<"CouponItem_coupon">;
  } | null | undefined;
  readonly DosDonts: {
    readonly " $fragmentSpreads": FragmentRefs<"TextItems_dosDonts">;
  } | null | undefined;
  readonly ExternalLink: {
    readonly " $fragmentSpreads": FragmentRefs<"LinkItems_link">;
  } | null | undefined;
  readonly Eyecatcher: {
    readonly " $fragmentSpreads": FragmentRefs<"Eyecatcher_eyecatcher">;
  } | null | undefined;
  readonly IFrame: {
    readonly " $fragmentSpreads": FragmentRefs<"MediaItems_iframe">;
  } | null | undefined;
  readonly InspirationItem: {
    readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_inspiration">;
  } | null | undefined;
  readonly InternalLink: {
    readonly " $fragmentSpreads": FragmentRefs<"LinkItems_link">;
  } | null | undefined;
  readonly LegalHint: {
    readonly " $fragmentSpreads": FragmentRefs<"ModalItems_legalHint">;
  } | null | undefined;
  readonly LinkBox: {
    readonly " $fragmentSpreads": FragmentRefs<"LinkItems_linkBox">;
  } | null | undefined;
  readonly Modal: {
    readonly " $fragmentSpreads": FragmentRefs<"ModalItems_modal">;
  } | null | undefined;
  readonly OutfitItem: {
    readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_outfit">;
  } | null | undefined;
  readonly Panel: {
    readonly " $fragmentSpreads": FragmentRefs<"TextItems_panel">;
  } | null | undefined;
  readonly PhoneBox: {
    readonly " $fragmentSpreads": FragmentRefs<"BoxItems_phoneBox">;
  } | null | undefined;
  readonly PromotionCard: {
    readonly " $fragmentSpreads": FragmentRefs<"PromotionItems_promotion">;
  } | null | undefined;
  readonly PromotionCarousel: {
    readonly " $fragmentSpreads": FragmentRefs<"PromotionItems_carousel">;
  } | null | undefined;
  readonly Recommendation: {
    readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_recommendation">;
  } | null | undefined;
  readonly RecommendationGkAir: {
    readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_gkAir">;
  } | null | undefined;
  readonly Richtext: {
    readonly " $fragmentSpreads": FragmentRefs<"TextItems_richtext">;
  } | null | undefined;
  readonly SeoAdvice: {
    readonly " $fragmentSpreads": FragmentRefs<"TextItems_seoAdvice">;
  } | null | undefined;
  readonly TableOfContents: {
    readonly " $fragmentSpreads": FragmentRefs<"StructureItems_tableOfContents">;
  } | null | undefined;
  readonly Text: {
    readonly " $fragmentSpreads": FragmentRefs<"HeadingItem_text">;
  } | null | undefined;
  readonly Tip: {
    readonly " $fragmentSpreads": FragmentRefs<"TextItems_tip">;
  } | null | undefined;
  readonly Video: {
    readonly " $fragmentSpreads": FragmentRefs<"MediaItems_video">;
  } | null | undefined;
  readonly " $fragmentType": "ContentItems_item";
};
export type ContentItems_item$key = {
  readonly " $data"?: ContentItems_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentItems_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LinkItems_link"
    }
  ],
  "type": "Link",
  "abstractKey": "__isLink"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentItems_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StructureItems_accordion"
          }
        ],
        "type": "Accordion",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Accordion"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ActionButtonItem_actionButton"
          }
        ],
        "type": "ActionButton",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "ActionButton"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LinkItems_anchorLink"
          }
        ],
        "type": "AnchorLink",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "AnchorLink"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MediaItems_assetSet"
          }
        ],
        "type": "AssetSet",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "AssetSet"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BannerItem_banner"
          }
        ],
        "type": "Banner",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Banner"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BoxItems_box"
          }
        ],
        "type": "Box",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Box"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LinkItems_button"
          }
        ],
        "type": "Button",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Button"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PromotionItems_card"
          }
        ],
        "type": "Card",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Card"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PromotionItems_categoryTile"
          }
        ],
        "type": "CategoryTile",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "CategoryTile"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TextItems_checklist"
          }
        ],
        "type": "Checklist",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Checklist"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BoxItems_contactBox"
          }
        ],
        "type": "ContactBox",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "ContactBox"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MediaItems_asset"
          }
        ],
        "type": "ContentItemAsset",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "ContentItemAsset"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BoxItems_cookieList"
          }
        ],
        "type": "CookieList",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "CookieList"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CouponItem_coupon"
          }
        ],
        "type": "Coupon",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Coupon"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TextItems_dosDonts"
          }
        ],
        "type": "DosDonts",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "DosDonts"
    },
    {
      "fragment": (v0/*:: as any*/),
      "kind": "AliasedInlineFragmentSpread",
      "name": "ExternalLink"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Eyecatcher_eyecatcher"
          }
        ],
        "type": "Eyecatcher",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Eyecatcher"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MediaItems_iframe"
          }
        ],
        "type": "IFrame",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "IFrame"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecommendationItems_inspiration"
          }
        ],
        "type": "InspirationItem",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "InspirationItem"
    },
    {
      "fragment": (v0/*:: as any*/),
      "kind": "AliasedInlineFragmentSpread",
      "name": "InternalLink"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ModalItems_legalHint"
          }
        ],
        "type": "LegalHint",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "LegalHint"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LinkItems_linkBox"
          }
        ],
        "type": "LinkBox",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "LinkBox"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ModalItems_modal"
          }
        ],
        "type": "Modal",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Modal"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecommendationItems_outfit"
          }
        ],
        "type": "OutfitItem",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "OutfitItem"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TextItems_panel"
          }
        ],
        "type": "Panel",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Panel"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BoxItems_phoneBox"
          }
        ],
        "type": "PhoneBox",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "PhoneBox"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PromotionItems_promotion"
          }
        ],
        "type": "PromotionCard",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "PromotionCard"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PromotionItems_carousel"
          }
        ],
        "type": "PromotionCarousel",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "PromotionCarousel"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecommendationItems_recommendation"
          }
        ],
        "type": "Recommendation",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Recommendation"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecommendationItems_gkAir"
          }
        ],
        "type": "RecommendationGkAir",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "RecommendationGkAir"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TextItems_richtext"
          }
        ],
        "type": "Richtext",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Richtext"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TextItems_seoAdvice"
          }
        ],
        "type": "SeoAdvice",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "SeoAdvice"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StructureItems_tableOfContents"
          }
        ],
        "type": "TableOfContents",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "TableOfContents"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HeadingItem_text"
          }
        ],
        "type": "Text",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Text"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TextItems_tip"
          }
        ],
        "type": "Tip",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Tip"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MediaItems_video"
          }
        ],
        "type": "Video",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "Video"
    }
  ],
  "type": "ContentItem",
  "abstractKey": "__isContentItem"
};
})();

(node as any).hash = "bfcb384ddbeaf563d46752357bf69ac5";

export default node;
