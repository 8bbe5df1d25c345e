/**
 * @generated SignedSource<<0925e13258139af9fccba6796c4596bc>>
 * @relayHash 457a3110007f10f4079463ce9afba5fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9520f771a76aa44208dbad8031fe6711e57fb1afcabb811f164edf7f53685d69

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PageType = "content" | "homepage" | "inspiration" | "outfit" | "%future added value";
export type ContentPageQuery$variables = {
  locale: string;
  pageType: PageType;
  preview: boolean;
  slug: string;
};
export type ContentPageQuery$data = {
  readonly pageCollection: {
    readonly items: ReadonlyArray<{
      readonly pageType: PageType;
      readonly robots: string | null | undefined;
      readonly seoDescription: string | null | undefined;
      readonly seoTitle: string | null | undefined;
      readonly slug: string;
      readonly sys: {
        readonly id: string;
        readonly publishedAt: string | null | undefined;
      };
      readonly title: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ContentPage_page">;
    }>;
  };
};
export type ContentPageQuery = {
  response: ContentPageQuery$data;
  variables: ContentPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pageType"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "preview"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v4 = [
  {
    "kind": "Literal",
    "name": "limit",
    "value": 1
  },
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  },
  {
    "kind": "Variable",
    "name": "preview",
    "variableName": "preview"
  },
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "pageType",
        "variableName": "pageType"
      },
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "kind": "ObjectValue",
    "name": "where"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Sys",
  "kind": "LinkedField",
  "name": "sys",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pageType",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seoTitle",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seoDescription",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "robots",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "headline",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v15 = {
  "kind": "TypeDiscriminator",
  "abstractKey": "__isContentItem"
},
v16 = [
  (v5/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Sys",
  "kind": "LinkedField",
  "name": "sys",
  "plural": false,
  "selections": (v16/*:: as any*/),
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "json",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "couponText",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hint",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "showQrCode",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code2",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "layoutColor",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hideInfoButton",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v30 = [
  (v27/*:: as any*/),
  (v28/*:: as any*/),
  (v29/*:: as any*/)
],
v31 = [
  (v17/*:: as any*/),
  (v26/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Asset",
    "kind": "LinkedField",
    "name": "defaultImage",
    "plural": false,
    "selections": (v30/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Asset",
    "kind": "LinkedField",
    "name": "ratio4To3",
    "plural": false,
    "selections": (v30/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Asset",
    "kind": "LinkedField",
    "name": "ratio2To1",
    "plural": false,
    "selections": (v30/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Asset",
    "kind": "LinkedField",
    "name": "ratio3To1",
    "plural": false,
    "selections": (v30/*:: as any*/),
    "storageKey": null
  }
],
v32 = {
  "alias": null,
  "args": null,
  "concreteType": "AssetSet",
  "kind": "LinkedField",
  "name": "couponImage",
  "plural": false,
  "selections": (v31/*:: as any*/),
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trackingName",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v36 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v37 = {
  "alias": null,
  "args": null,
  "concreteType": "Page",
  "kind": "LinkedField",
  "name": "internalTarget",
  "plural": false,
  "selections": (v36/*:: as any*/),
  "storageKey": null
},
v38 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v35/*:: as any*/),
    (v37/*:: as any*/)
  ],
  "type": "InternalLink",
  "abstractKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "externalTarget",
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openInNewTab",
  "storageKey": null
},
v41 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v35/*:: as any*/),
    (v39/*:: as any*/),
    (v40/*:: as any*/)
  ],
  "type": "ExternalLink",
  "abstractKey": null
},
v42 = [
  (v14/*:: as any*/),
  {
    "kind": "TypeDiscriminator",
    "abstractKey": "__isLink"
  },
  (v38/*:: as any*/),
  (v41/*:: as any*/)
],
v43 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "link",
  "plural": false,
  "selections": (v42/*:: as any*/),
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalTitle",
  "storageKey": null
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alignment",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "secure_url",
  "storageKey": null
},
v48 = [
  (v47/*:: as any*/),
  (v28/*:: as any*/),
  (v29/*:: as any*/),
  (v26/*:: as any*/)
],
v49 = {
  "alias": null,
  "args": null,
  "concreteType": "CloudinaryAsset",
  "kind": "LinkedField",
  "name": "imageCloudinary",
  "plural": true,
  "selections": (v48/*:: as any*/),
  "storageKey": null
},
v50 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v51 = {
  "alias": null,
  "args": null,
  "concreteType": "Asset",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v27/*:: as any*/),
    (v28/*:: as any*/),
    (v29/*:: as any*/),
    (v50/*:: as any*/)
  ],
  "storageKey": null
},
v52 = [
  (v14/*:: as any*/),
  (v17/*:: as any*/),
  {
    "kind": "TypeDiscriminator",
    "abstractKey": "__isEntry"
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v9/*:: as any*/),
      (v19/*:: as any*/),
      (v20/*:: as any*/),
      (v21/*:: as any*/),
      (v22/*:: as any*/),
      (v23/*:: as any*/),
      (v24/*:: as any*/),
      (v25/*:: as any*/),
      (v32/*:: as any*/)
    ],
    "type": "Coupon",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v33/*:: as any*/),
      (v34/*:: as any*/),
      (v43/*:: as any*/)
    ],
    "type": "Button",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v44/*:: as any*/),
      (v45/*:: as any*/),
      (v46/*:: as any*/),
      (v49/*:: as any*/),
      (v51/*:: as any*/)
    ],
    "type": "ContentItemAsset",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "kind": "InlineFragment",
        "selections": [
          (v35/*:: as any*/),
          (v37/*:: as any*/)
        ],
        "type": "InternalLink",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v35/*:: as any*/),
          (v39/*:: as any*/),
          (v40/*:: as any*/)
        ],
        "type": "ExternalLink",
        "abstractKey": null
      }
    ],
    "type": "Link",
    "abstractKey": "__isLink"
  }
],
v53 = {
  "alias": null,
  "args": null,
  "concreteType": "RichTextLinks",
  "kind": "LinkedField",
  "name": "links",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RichTextEntries",
      "kind": "LinkedField",
      "name": "entries",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "block",
          "plural": true,
          "selections": (v52/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "inline",
          "plural": true,
          "selections": (v52/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "hyperlink",
          "plural": true,
          "selections": [
            (v14/*:: as any*/),
            (v17/*:: as any*/),
            {
              "kind": "InlineFragment",
              "selections": [
                (v37/*:: as any*/)
              ],
              "type": "InternalLink",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                (v39/*:: as any*/),
                (v40/*:: as any*/)
              ],
              "type": "ExternalLink",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": (v36/*:: as any*/),
              "type": "Page",
              "abstractKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RichTextAssets",
      "kind": "LinkedField",
      "name": "assets",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "block",
          "plural": true,
          "selections": [
            (v17/*:: as any*/),
            (v27/*:: as any*/),
            (v9/*:: as any*/),
            (v50/*:: as any*/),
            (v28/*:: as any*/),
            (v29/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v54 = [
  (v18/*:: as any*/),
  (v53/*:: as any*/)
],
v55 = {
  "alias": null,
  "args": null,
  "concreteType": "RichText",
  "kind": "LinkedField",
  "name": "richtext",
  "plural": false,
  "selections": (v54/*:: as any*/),
  "storageKey": null
},
v56 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultIndex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AccordionItemsCollection",
      "kind": "LinkedField",
      "name": "itemsCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AccordionItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v17/*:: as any*/),
            (v9/*:: as any*/),
            (v55/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Accordion",
  "abstractKey": null
},
v57 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v35/*:: as any*/),
    (v46/*:: as any*/)
  ],
  "type": "ActionButton",
  "abstractKey": null
},
v58 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v35/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "anchor",
      "storageKey": null
    }
  ],
  "type": "AnchorLink",
  "abstractKey": null
},
v59 = {
  "kind": "InlineFragment",
  "selections": (v31/*:: as any*/),
  "type": "AssetSet",
  "abstractKey": null
},
v60 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "icon",
  "storageKey": null
},
v61 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v62 = {
  "kind": "InlineFragment",
  "selections": [
    (v60/*:: as any*/),
    (v13/*:: as any*/),
    (v61/*:: as any*/),
    (v24/*:: as any*/),
    (v43/*:: as any*/)
  ],
  "type": "Banner",
  "abstractKey": null
},
v63 = {
  "alias": null,
  "args": null,
  "concreteType": "RichText",
  "kind": "LinkedField",
  "name": "content",
  "plural": false,
  "selections": (v54/*:: as any*/),
  "storageKey": null
},
v64 = {
  "alias": null,
  "args": null,
  "concreteType": "Asset",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v27/*:: as any*/),
    (v50/*:: as any*/),
    (v28/*:: as any*/),
    (v29/*:: as any*/)
  ],
  "storageKey": null
},
v65 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v66 = {
  "alias": null,
  "args": null,
  "concreteType": "LayoutColorPicker",
  "kind": "LinkedField",
  "name": "layoutColorPicker",
  "plural": false,
  "selections": [
    (v65/*:: as any*/)
  ],
  "storageKey": null
},
v67 = {
  "kind": "InlineFragment",
  "selections": [
    (v13/*:: as any*/),
    (v63/*:: as any*/),
    (v64/*:: as any*/),
    (v43/*:: as any*/),
    (v66/*:: as any*/)
  ],
  "type": "Box",
  "abstractKey": null
},
v68 = [
  (v17/*:: as any*/),
  (v33/*:: as any*/),
  (v34/*:: as any*/),
  (v43/*:: as any*/)
],
v69 = {
  "kind": "InlineFragment",
  "selections": (v68/*:: as any*/),
  "type": "Button",
  "abstractKey": null
},
v70 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayType",
  "storageKey": null
},
v71 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryPath",
  "storageKey": null
},
v72 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
},
v73 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "eyecatcherType",
    "storageKey": null
  },
  (v72/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "size",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "eyecatcherDesign",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "RichText",
    "kind": "LinkedField",
    "name": "eyecatcherRichText",
    "plural": false,
    "selections": (v54/*:: as any*/),
    "storageKey": null
  }
],
v74 = {
  "alias": null,
  "args": null,
  "concreteType": "Eyecatcher",
  "kind": "LinkedField",
  "name": "eyecatcher",
  "plural": false,
  "selections": (v73/*:: as any*/),
  "storageKey": null
},
v75 = [
  (v17/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "_id",
    "storageKey": null
  },
  (v9/*:: as any*/),
  (v61/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "callToAction",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pinnedProductIDs",
    "storageKey": null
  },
  (v43/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "CategoryImageLink",
    "kind": "LinkedField",
    "name": "categoryImageLink",
    "plural": false,
    "selections": [
      (v71/*:: as any*/),
      (v72/*:: as any*/),
      (v64/*:: as any*/)
    ],
    "storageKey": null
  },
  (v64/*:: as any*/),
  (v66/*:: as any*/),
  (v74/*:: as any*/),
  {
    "alias": "legalHint",
    "args": null,
    "concreteType": "LegalHint",
    "kind": "LinkedField",
    "name": "hint",
    "plural": false,
    "selections": (v16/*:: as any*/),
    "storageKey": null
  }
],
v76 = [
  (v17/*:: as any*/),
  (v70/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "imageAspectRatio",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PromotionCard",
    "kind": "LinkedField",
    "name": "promotion",
    "plural": false,
    "selections": (v75/*:: as any*/),
    "storageKey": null
  }
],
v77 = {
  "kind": "InlineFragment",
  "selections": (v76/*:: as any*/),
  "type": "Card",
  "abstractKey": null
},
v78 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v13/*:: as any*/),
    (v61/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AssetSet",
      "kind": "LinkedField",
      "name": "asset",
      "plural": false,
      "selections": (v31/*:: as any*/),
      "storageKey": null
    },
    (v74/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v9/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "CategoryImageLink",
          "kind": "LinkedField",
          "name": "categoryImageLink",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "categoryId",
              "storageKey": null
            },
            (v71/*:: as any*/),
            (v72/*:: as any*/),
            (v64/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AssetSet",
          "kind": "LinkedField",
          "name": "assetSet",
          "plural": false,
          "selections": (v31/*:: as any*/),
          "storageKey": null
        },
        (v49/*:: as any*/),
        (v64/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "CategoryTile",
  "abstractKey": null
},
v79 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textList",
      "storageKey": null
    }
  ],
  "type": "Checklist",
  "abstractKey": null
},
v80 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v60/*:: as any*/),
    (v9/*:: as any*/),
    (v63/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Button",
      "kind": "LinkedField",
      "name": "button",
      "plural": false,
      "selections": (v68/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ContactBox",
  "abstractKey": null
},
v81 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v44/*:: as any*/),
    (v45/*:: as any*/),
    (v46/*:: as any*/),
    (v49/*:: as any*/),
    (v51/*:: as any*/)
  ],
  "type": "ContentItemAsset",
  "abstractKey": null
},
v82 = {
  "kind": "InlineFragment",
  "selections": [
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "consentCategory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CookieCollection",
      "kind": "LinkedField",
      "name": "cookiesCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Cookie",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v17/*:: as any*/),
            (v65/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "provider",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "purpose",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "duration",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CookieList",
  "abstractKey": null
},
v83 = [
  (v17/*:: as any*/),
  (v9/*:: as any*/),
  (v19/*:: as any*/),
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v22/*:: as any*/),
  (v23/*:: as any*/),
  (v24/*:: as any*/),
  (v25/*:: as any*/),
  (v32/*:: as any*/)
],
v84 = {
  "kind": "InlineFragment",
  "selections": (v83/*:: as any*/),
  "type": "Coupon",
  "abstractKey": null
},
v85 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "titleDos",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textListDos",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "titleDonts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textListDonts",
      "storageKey": null
    }
  ],
  "type": "DosDonts",
  "abstractKey": null
},
v86 = {
  "kind": "InlineFragment",
  "selections": [
    (v38/*:: as any*/),
    (v41/*:: as any*/)
  ],
  "type": "Link",
  "abstractKey": "__isLink"
},
v87 = {
  "kind": "InlineFragment",
  "selections": (v73/*:: as any*/),
  "type": "Eyecatcher",
  "abstractKey": null
},
v88 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v27/*:: as any*/),
    (v9/*:: as any*/),
    (v34/*:: as any*/)
  ],
  "type": "IFrame",
  "abstractKey": null
},
v89 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outputId",
  "storageKey": null
},
v90 = {
  "alias": null,
  "args": null,
  "concreteType": "GkAirService",
  "kind": "LinkedField",
  "name": "gkAirService",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GkAirParameterCollection",
      "kind": "LinkedField",
      "name": "parametersCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "GkAirParameter",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v65/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GkAirOutputConfigCollection",
      "kind": "LinkedField",
      "name": "outputConfigCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "GkAirOutputConfig",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v89/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "imageType",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v91 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v13/*:: as any*/),
    (v61/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "image1Cloudinary",
      "plural": true,
      "selections": (v48/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "image2Cloudinary",
      "plural": true,
      "selections": (v48/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "image3Cloudinary",
      "plural": true,
      "selections": (v48/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssetCollection",
      "kind": "LinkedField",
      "name": "imagesCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v17/*:: as any*/),
            (v27/*:: as any*/),
            (v50/*:: as any*/),
            (v28/*:: as any*/),
            (v29/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v66/*:: as any*/),
    (v43/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "RecommendationGkAir",
      "kind": "LinkedField",
      "name": "recommendationGkAir",
      "plural": false,
      "selections": [
        (v89/*:: as any*/),
        (v90/*:: as any*/),
        (v17/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InspirationItem",
  "abstractKey": null
},
v92 = {
  "alias": null,
  "args": null,
  "concreteType": "Coupon",
  "kind": "LinkedField",
  "name": "coupon",
  "plural": false,
  "selections": (v83/*:: as any*/),
  "storageKey": null
},
v93 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    (v92/*:: as any*/)
  ],
  "type": "LegalHint",
  "abstractKey": null
},
v94 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkBox",
      "storageKey": null
    }
  ],
  "type": "LinkBox",
  "abstractKey": null
},
v95 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkText",
      "storageKey": null
    },
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "RichText",
      "kind": "LinkedField",
      "name": "richtext",
      "plural": false,
      "selections": [
        (v53/*:: as any*/),
        (v18/*:: as any*/)
      ],
      "storageKey": null
    },
    (v92/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "primaryButtonLink",
      "plural": false,
      "selections": (v42/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Modal",
  "abstractKey": null
},
v96 = [
  (v17/*:: as any*/),
  (v89/*:: as any*/),
  (v90/*:: as any*/)
],
v97 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v13/*:: as any*/),
    (v50/*:: as any*/),
    (v64/*:: as any*/),
    (v49/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "RecommendationGkAir",
      "kind": "LinkedField",
      "name": "recommendationGkAir",
      "plural": false,
      "selections": (v96/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "OutfitItem",
  "abstractKey": null
},
v98 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v63/*:: as any*/)
  ],
  "type": "Panel",
  "abstractKey": null
},
v99 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v60/*:: as any*/),
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disclaimer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inline",
      "storageKey": null
    }
  ],
  "type": "PhoneBox",
  "abstractKey": null
},
v100 = {
  "kind": "InlineFragment",
  "selections": (v75/*:: as any*/),
  "type": "PromotionCard",
  "abstractKey": null
},
v101 = {
  "kind": "InlineFragment",
  "selections": [
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CardCollection",
      "kind": "LinkedField",
      "name": "cardsCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Card",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": (v76/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PromotionCarousel",
  "abstractKey": null
},
v102 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recommendationType",
      "storageKey": null
    },
    (v70/*:: as any*/),
    (v89/*:: as any*/),
    (v90/*:: as any*/)
  ],
  "type": "Recommendation",
  "abstractKey": null
},
v103 = {
  "kind": "InlineFragment",
  "selections": (v96/*:: as any*/),
  "type": "RecommendationGkAir",
  "abstractKey": null
},
v104 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v55/*:: as any*/)
  ],
  "type": "Richtext",
  "abstractKey": null
},
v105 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v9/*:: as any*/),
    (v63/*:: as any*/)
  ],
  "type": "SeoAdvice",
  "abstractKey": null
},
v106 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "levelsToShow",
      "storageKey": null
    }
  ],
  "type": "TableOfContents",
  "abstractKey": null
},
v107 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "styledText",
  "storageKey": null
},
v108 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "style",
  "storageKey": null
},
v109 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v107/*:: as any*/),
    (v108/*:: as any*/)
  ],
  "type": "Text",
  "abstractKey": null
},
v110 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tipText",
      "storageKey": null
    },
    (v63/*:: as any*/),
    (v43/*:: as any*/),
    (v64/*:: as any*/)
  ],
  "type": "Tip",
  "abstractKey": null
},
v111 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    (v9/*:: as any*/),
    (v27/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "cloudinary",
      "plural": true,
      "selections": [
        (v47/*:: as any*/),
        (v28/*:: as any*/),
        (v29/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Video",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContentPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "PageCollection",
        "kind": "LinkedField",
        "name": "pageCollection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContentPage_page"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ContentPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "PageCollection",
        "kind": "LinkedField",
        "name": "pageCollection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "intro",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageContentCollection",
                "kind": "LinkedField",
                "name": "contentCollection",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v17/*:: as any*/)
                        ],
                        "type": "Entry",
                        "abstractKey": "__isEntry"
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v17/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "ratio",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "verticalAlignment",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "maxPageWidth",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "LayoutColumnCollection",
                            "kind": "LinkedField",
                            "name": "columnsCollection",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "LayoutColumn",
                                "kind": "LinkedField",
                                "name": "items",
                                "plural": true,
                                "selections": [
                                  (v17/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "horizontalAlignment",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": null,
                                    "kind": "LinkedField",
                                    "name": "content",
                                    "plural": false,
                                    "selections": [
                                      (v14/*:: as any*/),
                                      (v15/*:: as any*/),
                                      (v56/*:: as any*/),
                                      (v57/*:: as any*/),
                                      (v58/*:: as any*/),
                                      (v59/*:: as any*/),
                                      (v62/*:: as any*/),
                                      (v67/*:: as any*/),
                                      (v69/*:: as any*/),
                                      (v77/*:: as any*/),
                                      (v78/*:: as any*/),
                                      (v79/*:: as any*/),
                                      (v80/*:: as any*/),
                                      (v81/*:: as any*/),
                                      (v82/*:: as any*/),
                                      (v84/*:: as any*/),
                                      (v85/*:: as any*/),
                                      (v86/*:: as any*/),
                                      (v87/*:: as any*/),
                                      (v88/*:: as any*/),
                                      (v91/*:: as any*/),
                                      (v86/*:: as any*/),
                                      (v93/*:: as any*/),
                                      (v94/*:: as any*/),
                                      (v95/*:: as any*/),
                                      (v97/*:: as any*/),
                                      (v98/*:: as any*/),
                                      (v99/*:: as any*/),
                                      (v100/*:: as any*/),
                                      (v101/*:: as any*/),
                                      (v102/*:: as any*/),
                                      (v103/*:: as any*/),
                                      (v104/*:: as any*/),
                                      (v105/*:: as any*/),
                                      (v106/*:: as any*/),
                                      (v109/*:: as any*/),
                                      (v110/*:: as any*/),
                                      (v111/*:: as any*/)
                                    ],
                                    "storageKey": null
                                  }
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "Layout",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "RichText",
                            "kind": "LinkedField",
                            "name": "richtext",
                            "plural": false,
                            "selections": [
                              (v18/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "Richtext",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v107/*:: as any*/),
                          (v108/*:: as any*/)
                        ],
                        "type": "Text",
                        "abstractKey": null
                      },
                      (v56/*:: as any*/),
                      (v57/*:: as any*/),
                      (v58/*:: as any*/),
                      (v59/*:: as any*/),
                      (v62/*:: as any*/),
                      (v67/*:: as any*/),
                      (v69/*:: as any*/),
                      (v77/*:: as any*/),
                      (v78/*:: as any*/),
                      (v79/*:: as any*/),
                      (v80/*:: as any*/),
                      (v81/*:: as any*/),
                      (v82/*:: as any*/),
                      (v84/*:: as any*/),
                      (v85/*:: as any*/),
                      (v86/*:: as any*/),
                      (v87/*:: as any*/),
                      (v88/*:: as any*/),
                      (v91/*:: as any*/),
                      (v86/*:: as any*/),
                      (v93/*:: as any*/),
                      (v94/*:: as any*/),
                      (v95/*:: as any*/),
                      (v97/*:: as any*/),
                      (v98/*:: as any*/),
                      (v99/*:: as any*/),
                      (v100/*:: as any*/),
                      (v101/*:: as any*/),
                      (v102/*:: as any*/),
                      (v103/*:: as any*/),
                      (v104/*:: as any*/),
                      (v105/*:: as any*/),
                      (v106/*:: as any*/),
                      (v109/*:: as any*/),
                      (v110/*:: as any*/),
                      (v111/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "457a3110007f10f4079463ce9afba5fb",
    "id": "9520f771a76aa44208dbad8031fe6711e57fb1afcabb811f164edf7f53685d69",
    "metadata": {},
    "name": "ContentPageQuery",
    "operationKind": "query",
    "text": "query ContentPageQuery(\n  $slug: String!\n  $pageType: PageType!\n  $locale: String!\n  $preview: Boolean!\n) {\n  pageCollection(where: {slug: $slug, pageType: $pageType}, limit: 1, locale: $locale, preview: $preview) {\n    items {\n      sys {\n        id\n        publishedAt\n      }\n      slug\n      pageType\n      title\n      seoTitle\n      seoDescription\n      robots\n      ...ContentPage_page\n    }\n  }\n}\n\nfragment ActionButtonItem_actionButton on ActionButton {\n  sys {\n    id\n  }\n  label\n  type\n}\n\nfragment BannerItem_banner on Banner {\n  icon\n  headline\n  text\n  layoutColor\n  link {\n    __typename\n    ...ContentLink_link\n  }\n}\n\nfragment BoxItems_box on Box {\n  headline\n  content {\n    ...RichText_richText\n  }\n  image {\n    url\n    description\n    width\n    height\n  }\n  link {\n    __typename\n    ...ContentLink_link\n  }\n  layoutColorPicker {\n    name\n  }\n}\n\nfragment BoxItems_contactBox on ContactBox {\n  sys {\n    id\n  }\n  icon\n  title\n  content {\n    ...RichText_richText\n  }\n  button {\n    ...LinkItems_button\n  }\n}\n\nfragment BoxItems_cookieList on CookieList {\n  headline\n  consentCategory\n  cookiesCollection {\n    items {\n      sys {\n        id\n      }\n      name\n      provider\n      purpose\n      duration\n    }\n  }\n}\n\nfragment BoxItems_phoneBox on PhoneBox {\n  sys {\n    id\n  }\n  icon\n  title\n  subtitle\n  number\n  disclaimer\n  inline\n}\n\nfragment ContentItems_item on ContentItem {\n  __isContentItem: __typename\n  __typename\n  ...StructureItems_accordion\n  ...ActionButtonItem_actionButton\n  ...LinkItems_anchorLink\n  ...MediaItems_assetSet\n  ...BannerItem_banner\n  ...BoxItems_box\n  ...LinkItems_button\n  ...PromotionItems_card\n  ...PromotionItems_categoryTile\n  ...TextItems_checklist\n  ...BoxItems_contactBox\n  ...MediaItems_asset\n  ...BoxItems_cookieList\n  ...CouponItem_coupon\n  ...TextItems_dosDonts\n  ...LinkItems_link\n  ...Eyecatcher_eyecatcher\n  ...MediaItems_iframe\n  ...RecommendationItems_inspiration\n  ...ModalItems_legalHint\n  ...LinkItems_linkBox\n  ...ModalItems_modal\n  ...RecommendationItems_outfit\n  ...TextItems_panel\n  ...BoxItems_phoneBox\n  ...PromotionItems_promotion\n  ...PromotionItems_carousel\n  ...RecommendationItems_recommendation\n  ...RecommendationItems_gkAir\n  ...TextItems_richtext\n  ...TextItems_seoAdvice\n  ...StructureItems_tableOfContents\n  ...HeadingItem_text\n  ...TextItems_tip\n  ...MediaItems_video\n}\n\nfragment ContentLink_link on Link {\n  __isLink: __typename\n  __typename\n  ... on InternalLink {\n    sys {\n      id\n    }\n    label\n    internalTarget {\n      slug\n      pageType\n    }\n  }\n  ... on ExternalLink {\n    sys {\n      id\n    }\n    label\n    externalTarget\n    openInNewTab\n  }\n}\n\nfragment ContentModalText_modal on Modal {\n  headline\n  richtext {\n    links {\n      entries {\n        block {\n          __typename\n          sys {\n            id\n          }\n        }\n      }\n    }\n    ...RichText_richText\n  }\n  coupon {\n    sys {\n      id\n    }\n    ...CouponItem_coupon\n  }\n  primaryButtonLink {\n    __typename\n    ...ContentLink_link\n  }\n}\n\nfragment ContentPage_page on Page {\n  headline\n  intro\n  ...PageItems_page\n}\n\nfragment CouponItem_coupon on Coupon {\n  sys {\n    id\n  }\n  title\n  couponText\n  hint\n  showQrCode\n  code\n  code2\n  layoutColor\n  hideInfoButton\n  couponImage {\n    ...MediaItems_assetSet\n  }\n}\n\nfragment Eyecatcher_eyecatcher on Eyecatcher {\n  eyecatcherType\n  productId\n  size\n  eyecatcherDesign\n  eyecatcherRichText {\n    ...RichText_richText\n  }\n}\n\nfragment HeadingItem_text on Text {\n  sys {\n    id\n  }\n  styledText\n  style\n}\n\nfragment LayoutItem_layout on Layout {\n  sys {\n    id\n  }\n  ratio\n  verticalAlignment\n  maxPageWidth\n  columnsCollection {\n    items {\n      sys {\n        id\n      }\n      horizontalAlignment\n      content {\n        __typename\n        ...ContentItems_item\n      }\n    }\n  }\n}\n\nfragment LinkItems_anchorLink on AnchorLink {\n  sys {\n    id\n  }\n  label\n  anchor\n}\n\nfragment LinkItems_button on Button {\n  sys {\n    id\n  }\n  color\n  trackingName\n  link {\n    __typename\n    ...ContentLink_link\n  }\n}\n\nfragment LinkItems_link on Link {\n  __isLink: __typename\n  ...ContentLink_link\n}\n\nfragment LinkItems_linkBox on LinkBox {\n  sys {\n    id\n  }\n  headline\n  linkBox\n}\n\nfragment MediaItems_asset on ContentItemAsset {\n  sys {\n    id\n  }\n  internalTitle\n  alignment\n  type\n  imageCloudinary {\n    secure_url\n    width\n    height\n    alt\n  }\n  image {\n    url\n    width\n    height\n    description\n  }\n}\n\nfragment MediaItems_assetSet on AssetSet {\n  sys {\n    id\n  }\n  alt\n  defaultImage {\n    url\n    width\n    height\n  }\n  ratio4To3 {\n    url\n    width\n    height\n  }\n  ratio2To1 {\n    url\n    width\n    height\n  }\n  ratio3To1 {\n    url\n    width\n    height\n  }\n}\n\nfragment MediaItems_iframe on IFrame {\n  sys {\n    id\n  }\n  url\n  title\n  trackingName\n}\n\nfragment MediaItems_video on Video {\n  sys {\n    id\n  }\n  title\n  url\n  contentType\n  cloudinary {\n    secure_url\n    width\n    height\n  }\n}\n\nfragment ModalItems_legalHint on LegalHint {\n  id\n  coupon {\n    ...CouponItem_coupon\n  }\n}\n\nfragment ModalItems_modal on Modal {\n  sys {\n    id\n  }\n  id\n  linkText\n  headline\n  ...ContentModalText_modal\n}\n\nfragment PageItems_page on Page {\n  contentCollection {\n    items {\n      __typename\n      ... on Entry {\n        __isEntry: __typename\n        sys {\n          id\n        }\n      }\n      ...LayoutItem_layout\n      ... on Richtext {\n        richtext {\n          json\n        }\n      }\n      ... on Text {\n        styledText\n        style\n      }\n      ...ContentItems_item\n    }\n  }\n}\n\nfragment PromotionItems_card on Card {\n  sys {\n    id\n  }\n  displayType\n  imageAspectRatio\n  promotion {\n    ...PromotionItems_promotion\n  }\n}\n\nfragment PromotionItems_carousel on PromotionCarousel {\n  headline\n  cardsCollection {\n    items {\n      sys {\n        id\n      }\n      ...PromotionItems_card\n    }\n  }\n}\n\nfragment PromotionItems_categoryTile on CategoryTile {\n  sys {\n    id\n  }\n  headline\n  text\n  asset {\n    ...MediaItems_assetSet\n  }\n  eyecatcher {\n    ...Eyecatcher_eyecatcher\n  }\n  category {\n    title\n    categoryImageLink {\n      categoryId\n      categoryPath\n      productId\n      image {\n        url\n        description\n        width\n        height\n      }\n    }\n    assetSet {\n      ...MediaItems_assetSet\n    }\n    imageCloudinary {\n      secure_url\n      width\n      height\n      alt\n    }\n    image {\n      url\n      description\n      width\n      height\n    }\n  }\n}\n\nfragment PromotionItems_promotion on PromotionCard {\n  sys {\n    id\n  }\n  _id\n  title\n  text\n  callToAction\n  pinnedProductIDs\n  link {\n    __typename\n    ...ContentLink_link\n  }\n  categoryImageLink {\n    categoryPath\n    productId\n    image {\n      url\n      description\n      width\n      height\n    }\n  }\n  image {\n    url\n    description\n    width\n    height\n  }\n  layoutColorPicker {\n    name\n  }\n  eyecatcher {\n    ...Eyecatcher_eyecatcher\n  }\n  legalHint: hint {\n    id\n  }\n}\n\nfragment RecommendationItems_gkAir on RecommendationGkAir {\n  sys {\n    id\n  }\n  outputId\n  gkAirService {\n    ...RecommendationItems_service\n  }\n}\n\nfragment RecommendationItems_inspiration on InspirationItem {\n  sys {\n    id\n  }\n  headline\n  text\n  image1Cloudinary {\n    secure_url\n    width\n    height\n    alt\n  }\n  image2Cloudinary {\n    secure_url\n    width\n    height\n    alt\n  }\n  image3Cloudinary {\n    secure_url\n    width\n    height\n    alt\n  }\n  imagesCollection {\n    items {\n      sys {\n        id\n      }\n      url\n      description\n      width\n      height\n    }\n  }\n  layoutColorPicker {\n    name\n  }\n  link {\n    __typename\n    ...ContentLink_link\n  }\n  recommendationGkAir {\n    outputId\n    gkAirService {\n      ...RecommendationItems_service\n    }\n    ...RecommendationItems_gkAir\n  }\n}\n\nfragment RecommendationItems_outfit on OutfitItem {\n  sys {\n    id\n  }\n  headline\n  description\n  image {\n    url\n    description\n    width\n    height\n  }\n  imageCloudinary {\n    secure_url\n    width\n    height\n    alt\n  }\n  recommendationGkAir {\n    ...RecommendationItems_gkAir\n  }\n}\n\nfragment RecommendationItems_recommendation on Recommendation {\n  sys {\n    id\n  }\n  recommendationType\n  displayType\n  outputId\n  gkAirService {\n    ...RecommendationItems_service\n  }\n}\n\nfragment RecommendationItems_service on GkAirService {\n  serviceId\n  parametersCollection {\n    items {\n      name\n      value\n    }\n  }\n  outputConfigCollection {\n    items {\n      outputId\n      imageType\n    }\n  }\n}\n\nfragment RichTextEmbed_entry on Entry {\n  __isEntry: __typename\n  __typename\n  ...CouponItem_coupon\n  ...LinkItems_button\n  ...MediaItems_asset\n  ...ContentLink_link\n}\n\nfragment RichText_richText on RichText {\n  json\n  links {\n    entries {\n      block {\n        __typename\n        sys {\n          id\n        }\n        ...RichTextEmbed_entry\n      }\n      inline {\n        __typename\n        sys {\n          id\n        }\n        ...RichTextEmbed_entry\n      }\n      hyperlink {\n        __typename\n        sys {\n          id\n        }\n        ... on InternalLink {\n          internalTarget {\n            slug\n            pageType\n          }\n        }\n        ... on ExternalLink {\n          externalTarget\n          openInNewTab\n        }\n        ... on Page {\n          slug\n          pageType\n        }\n      }\n    }\n    assets {\n      block {\n        sys {\n          id\n        }\n        url\n        title\n        description\n        width\n        height\n      }\n    }\n  }\n}\n\nfragment StructureItems_accordion on Accordion {\n  sys {\n    id\n  }\n  defaultIndex\n  itemsCollection {\n    items {\n      sys {\n        id\n      }\n      title\n      richtext {\n        ...RichText_richText\n      }\n    }\n  }\n}\n\nfragment StructureItems_tableOfContents on TableOfContents {\n  levelsToShow\n}\n\nfragment TextItems_checklist on Checklist {\n  sys {\n    id\n  }\n  title\n  textList\n}\n\nfragment TextItems_dosDonts on DosDonts {\n  sys {\n    id\n  }\n  titleDos\n  textListDos\n  titleDonts\n  textListDonts\n}\n\nfragment TextItems_panel on Panel {\n  sys {\n    id\n  }\n  content {\n    ...RichText_richText\n  }\n}\n\nfragment TextItems_richtext on Richtext {\n  sys {\n    id\n  }\n  richtext {\n    ...RichText_richText\n  }\n}\n\nfragment TextItems_seoAdvice on SeoAdvice {\n  sys {\n    id\n  }\n  title\n  content {\n    ...RichText_richText\n  }\n}\n\nfragment TextItems_tip on Tip {\n  sys {\n    id\n  }\n  title\n  tipText\n  content {\n    ...RichText_richText\n  }\n  link {\n    __typename\n    ...ContentLink_link\n  }\n  image {\n    url\n    description\n    width\n    height\n  }\n}\n"
  }
};
})();

(node as any).hash = "aba8030a890ec2994bb5eeb85d053886";

export default node;
