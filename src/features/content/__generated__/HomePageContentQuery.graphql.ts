/**
 * @generated SignedSource<<246e67b4f7d2462a671bd05d87ec6ce0>>
 * @relayHash 6a6830d6069a33a182c6cb6e15ead492
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd0677aef5ce4e8c16047788ac7fc86894985890f8a5400744d1354662f6f115

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomePageContentQuery$variables = {
  locale: string;
  preview: boolean;
};
export type HomePageContentQuery$data = {
  readonly pageCollection: {
    readonly items: ReadonlyArray<{
      readonly sys: {
        readonly id: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"HomeContent_page">;
    }>;
  };
};
export type HomePageContentQuery = {
  response: HomePageContentQuery$data;
  variables: HomePageContentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "preview"
  }
],
v1 = [
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
    "kind": "Literal",
    "name": "where",
    "value": {
      "slug": "homepage"
    }
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Sys",
  "kind": "LinkedField",
  "name": "sys",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "headline",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "kind": "TypeDiscriminator",
  "abstractKey": "__isContentItem"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "json",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "couponText",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hint",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "showQrCode",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code2",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "layoutColor",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hideInfoButton",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v21 = [
  (v18/*:: as any*/),
  (v19/*:: as any*/),
  (v20/*:: as any*/)
],
v22 = [
  (v4/*:: as any*/),
  (v17/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Asset",
    "kind": "LinkedField",
    "name": "defaultImage",
    "plural": false,
    "selections": (v21/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Asset",
    "kind": "LinkedField",
    "name": "ratio4To3",
    "plural": false,
    "selections": (v21/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Asset",
    "kind": "LinkedField",
    "name": "ratio2To1",
    "plural": false,
    "selections": (v21/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Asset",
    "kind": "LinkedField",
    "name": "ratio3To1",
    "plural": false,
    "selections": (v21/*:: as any*/),
    "storageKey": null
  }
],
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "AssetSet",
  "kind": "LinkedField",
  "name": "couponImage",
  "plural": false,
  "selections": (v22/*:: as any*/),
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trackingName",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v27 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pageType",
    "storageKey": null
  }
],
v28 = {
  "alias": null,
  "args": null,
  "concreteType": "Page",
  "kind": "LinkedField",
  "name": "internalTarget",
  "plural": false,
  "selections": (v27/*:: as any*/),
  "storageKey": null
},
v29 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v26/*:: as any*/),
    (v28/*:: as any*/)
  ],
  "type": "InternalLink",
  "abstractKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "externalTarget",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openInNewTab",
  "storageKey": null
},
v32 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v26/*:: as any*/),
    (v30/*:: as any*/),
    (v31/*:: as any*/)
  ],
  "type": "ExternalLink",
  "abstractKey": null
},
v33 = [
  (v6/*:: as any*/),
  {
    "kind": "TypeDiscriminator",
    "abstractKey": "__isLink"
  },
  (v29/*:: as any*/),
  (v32/*:: as any*/)
],
v34 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "link",
  "plural": false,
  "selections": (v33/*:: as any*/),
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalTitle",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alignment",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "secure_url",
  "storageKey": null
},
v39 = [
  (v38/*:: as any*/),
  (v19/*:: as any*/),
  (v20/*:: as any*/),
  (v17/*:: as any*/)
],
v40 = {
  "alias": null,
  "args": null,
  "concreteType": "CloudinaryAsset",
  "kind": "LinkedField",
  "name": "imageCloudinary",
  "plural": true,
  "selections": (v39/*:: as any*/),
  "storageKey": null
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "concreteType": "Asset",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v18/*:: as any*/),
    (v19/*:: as any*/),
    (v20/*:: as any*/),
    (v41/*:: as any*/)
  ],
  "storageKey": null
},
v43 = [
  (v6/*:: as any*/),
  (v4/*:: as any*/),
  {
    "kind": "TypeDiscriminator",
    "abstractKey": "__isEntry"
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v8/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/),
      (v14/*:: as any*/),
      (v15/*:: as any*/),
      (v16/*:: as any*/),
      (v23/*:: as any*/)
    ],
    "type": "Coupon",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v24/*:: as any*/),
      (v25/*:: as any*/),
      (v34/*:: as any*/)
    ],
    "type": "Button",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v35/*:: as any*/),
      (v36/*:: as any*/),
      (v37/*:: as any*/),
      (v40/*:: as any*/),
      (v42/*:: as any*/)
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
          (v26/*:: as any*/),
          (v28/*:: as any*/)
        ],
        "type": "InternalLink",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v26/*:: as any*/),
          (v30/*:: as any*/),
          (v31/*:: as any*/)
        ],
        "type": "ExternalLink",
        "abstractKey": null
      }
    ],
    "type": "Link",
    "abstractKey": "__isLink"
  }
],
v44 = {
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
          "selections": (v43/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "inline",
          "plural": true,
          "selections": (v43/*:: as any*/),
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
            (v6/*:: as any*/),
            (v4/*:: as any*/),
            {
              "kind": "InlineFragment",
              "selections": [
                (v28/*:: as any*/)
              ],
              "type": "InternalLink",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                (v30/*:: as any*/),
                (v31/*:: as any*/)
              ],
              "type": "ExternalLink",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": (v27/*:: as any*/),
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
            (v4/*:: as any*/),
            (v18/*:: as any*/),
            (v8/*:: as any*/),
            (v41/*:: as any*/),
            (v19/*:: as any*/),
            (v20/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v45 = [
  (v9/*:: as any*/),
  (v44/*:: as any*/)
],
v46 = {
  "alias": null,
  "args": null,
  "concreteType": "RichText",
  "kind": "LinkedField",
  "name": "richtext",
  "plural": false,
  "selections": (v45/*:: as any*/),
  "storageKey": null
},
v47 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
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
            (v4/*:: as any*/),
            (v8/*:: as any*/),
            (v46/*:: as any*/)
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
v48 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v26/*:: as any*/),
    (v37/*:: as any*/)
  ],
  "type": "ActionButton",
  "abstractKey": null
},
v49 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v26/*:: as any*/),
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
v50 = {
  "kind": "InlineFragment",
  "selections": (v22/*:: as any*/),
  "type": "AssetSet",
  "abstractKey": null
},
v51 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "icon",
  "storageKey": null
},
v52 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v53 = {
  "kind": "InlineFragment",
  "selections": [
    (v51/*:: as any*/),
    (v5/*:: as any*/),
    (v52/*:: as any*/),
    (v15/*:: as any*/),
    (v34/*:: as any*/)
  ],
  "type": "Banner",
  "abstractKey": null
},
v54 = {
  "alias": null,
  "args": null,
  "concreteType": "RichText",
  "kind": "LinkedField",
  "name": "content",
  "plural": false,
  "selections": (v45/*:: as any*/),
  "storageKey": null
},
v55 = {
  "alias": null,
  "args": null,
  "concreteType": "Asset",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v18/*:: as any*/),
    (v41/*:: as any*/),
    (v19/*:: as any*/),
    (v20/*:: as any*/)
  ],
  "storageKey": null
},
v56 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v57 = {
  "alias": null,
  "args": null,
  "concreteType": "LayoutColorPicker",
  "kind": "LinkedField",
  "name": "layoutColorPicker",
  "plural": false,
  "selections": [
    (v56/*:: as any*/)
  ],
  "storageKey": null
},
v58 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    (v54/*:: as any*/),
    (v55/*:: as any*/),
    (v34/*:: as any*/),
    (v57/*:: as any*/)
  ],
  "type": "Box",
  "abstractKey": null
},
v59 = [
  (v4/*:: as any*/),
  (v24/*:: as any*/),
  (v25/*:: as any*/),
  (v34/*:: as any*/)
],
v60 = {
  "kind": "InlineFragment",
  "selections": (v59/*:: as any*/),
  "type": "Button",
  "abstractKey": null
},
v61 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayType",
  "storageKey": null
},
v62 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryPath",
  "storageKey": null
},
v63 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
},
v64 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "eyecatcherType",
    "storageKey": null
  },
  (v63/*:: as any*/),
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
    "selections": (v45/*:: as any*/),
    "storageKey": null
  }
],
v65 = {
  "alias": null,
  "args": null,
  "concreteType": "Eyecatcher",
  "kind": "LinkedField",
  "name": "eyecatcher",
  "plural": false,
  "selections": (v64/*:: as any*/),
  "storageKey": null
},
v66 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "_id",
    "storageKey": null
  },
  (v8/*:: as any*/),
  (v52/*:: as any*/),
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
  (v34/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "CategoryImageLink",
    "kind": "LinkedField",
    "name": "categoryImageLink",
    "plural": false,
    "selections": [
      (v62/*:: as any*/),
      (v63/*:: as any*/),
      (v55/*:: as any*/)
    ],
    "storageKey": null
  },
  (v55/*:: as any*/),
  (v57/*:: as any*/),
  (v65/*:: as any*/),
  {
    "alias": "legalHint",
    "args": null,
    "concreteType": "LegalHint",
    "kind": "LinkedField",
    "name": "hint",
    "plural": false,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  }
],
v67 = [
  (v4/*:: as any*/),
  (v61/*:: as any*/),
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
    "selections": (v66/*:: as any*/),
    "storageKey": null
  }
],
v68 = {
  "kind": "InlineFragment",
  "selections": (v67/*:: as any*/),
  "type": "Card",
  "abstractKey": null
},
v69 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v52/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AssetSet",
      "kind": "LinkedField",
      "name": "asset",
      "plural": false,
      "selections": (v22/*:: as any*/),
      "storageKey": null
    },
    (v65/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v8/*:: as any*/),
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
            (v62/*:: as any*/),
            (v63/*:: as any*/),
            (v55/*:: as any*/)
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
          "selections": (v22/*:: as any*/),
          "storageKey": null
        },
        (v40/*:: as any*/),
        (v55/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "CategoryTile",
  "abstractKey": null
},
v70 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v8/*:: as any*/),
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
v71 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v51/*:: as any*/),
    (v8/*:: as any*/),
    (v54/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Button",
      "kind": "LinkedField",
      "name": "button",
      "plural": false,
      "selections": (v59/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ContactBox",
  "abstractKey": null
},
v72 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v35/*:: as any*/),
    (v36/*:: as any*/),
    (v37/*:: as any*/),
    (v40/*:: as any*/),
    (v42/*:: as any*/)
  ],
  "type": "ContentItemAsset",
  "abstractKey": null
},
v73 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
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
            (v4/*:: as any*/),
            (v56/*:: as any*/),
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
v74 = [
  (v4/*:: as any*/),
  (v8/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v23/*:: as any*/)
],
v75 = {
  "kind": "InlineFragment",
  "selections": (v74/*:: as any*/),
  "type": "Coupon",
  "abstractKey": null
},
v76 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
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
v77 = {
  "kind": "InlineFragment",
  "selections": [
    (v29/*:: as any*/),
    (v32/*:: as any*/)
  ],
  "type": "Link",
  "abstractKey": "__isLink"
},
v78 = {
  "kind": "InlineFragment",
  "selections": (v64/*:: as any*/),
  "type": "Eyecatcher",
  "abstractKey": null
},
v79 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v18/*:: as any*/),
    (v8/*:: as any*/),
    (v25/*:: as any*/)
  ],
  "type": "IFrame",
  "abstractKey": null
},
v80 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outputId",
  "storageKey": null
},
v81 = {
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
            (v56/*:: as any*/),
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
            (v80/*:: as any*/),
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
v82 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v52/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "image1Cloudinary",
      "plural": true,
      "selections": (v39/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "image2Cloudinary",
      "plural": true,
      "selections": (v39/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "image3Cloudinary",
      "plural": true,
      "selections": (v39/*:: as any*/),
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
            (v4/*:: as any*/),
            (v18/*:: as any*/),
            (v41/*:: as any*/),
            (v19/*:: as any*/),
            (v20/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v57/*:: as any*/),
    (v34/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "RecommendationGkAir",
      "kind": "LinkedField",
      "name": "recommendationGkAir",
      "plural": false,
      "selections": [
        (v80/*:: as any*/),
        (v81/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InspirationItem",
  "abstractKey": null
},
v83 = {
  "alias": null,
  "args": null,
  "concreteType": "Coupon",
  "kind": "LinkedField",
  "name": "coupon",
  "plural": false,
  "selections": (v74/*:: as any*/),
  "storageKey": null
},
v84 = {
  "kind": "InlineFragment",
  "selections": [
    (v2/*:: as any*/),
    (v83/*:: as any*/)
  ],
  "type": "LegalHint",
  "abstractKey": null
},
v85 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
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
v86 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkText",
      "storageKey": null
    },
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "RichText",
      "kind": "LinkedField",
      "name": "richtext",
      "plural": false,
      "selections": [
        (v44/*:: as any*/),
        (v9/*:: as any*/)
      ],
      "storageKey": null
    },
    (v83/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "primaryButtonLink",
      "plural": false,
      "selections": (v33/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Modal",
  "abstractKey": null
},
v87 = [
  (v4/*:: as any*/),
  (v80/*:: as any*/),
  (v81/*:: as any*/)
],
v88 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v41/*:: as any*/),
    (v55/*:: as any*/),
    (v40/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "RecommendationGkAir",
      "kind": "LinkedField",
      "name": "recommendationGkAir",
      "plural": false,
      "selections": (v87/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "OutfitItem",
  "abstractKey": null
},
v89 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v54/*:: as any*/)
  ],
  "type": "Panel",
  "abstractKey": null
},
v90 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v51/*:: as any*/),
    (v8/*:: as any*/),
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
v91 = {
  "kind": "InlineFragment",
  "selections": (v66/*:: as any*/),
  "type": "PromotionCard",
  "abstractKey": null
},
v92 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
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
          "selections": (v67/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PromotionCarousel",
  "abstractKey": null
},
v93 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recommendationType",
      "storageKey": null
    },
    (v61/*:: as any*/),
    (v80/*:: as any*/),
    (v81/*:: as any*/)
  ],
  "type": "Recommendation",
  "abstractKey": null
},
v94 = {
  "kind": "InlineFragment",
  "selections": (v87/*:: as any*/),
  "type": "RecommendationGkAir",
  "abstractKey": null
},
v95 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v46/*:: as any*/)
  ],
  "type": "Richtext",
  "abstractKey": null
},
v96 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v8/*:: as any*/),
    (v54/*:: as any*/)
  ],
  "type": "SeoAdvice",
  "abstractKey": null
},
v97 = {
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
v98 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "styledText",
  "storageKey": null
},
v99 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "style",
  "storageKey": null
},
v100 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v98/*:: as any*/),
    (v99/*:: as any*/)
  ],
  "type": "Text",
  "abstractKey": null
},
v101 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tipText",
      "storageKey": null
    },
    (v54/*:: as any*/),
    (v34/*:: as any*/),
    (v55/*:: as any*/)
  ],
  "type": "Tip",
  "abstractKey": null
},
v102 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v8/*:: as any*/),
    (v18/*:: as any*/),
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
        (v38/*:: as any*/),
        (v19/*:: as any*/),
        (v20/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Video",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageContentQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeContent_page"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomePageContentQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v4/*:: as any*/)
                        ],
                        "type": "Entry",
                        "abstractKey": "__isEntry"
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v4/*:: as any*/),
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
                                  (v4/*:: as any*/),
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
                                      (v6/*:: as any*/),
                                      (v7/*:: as any*/),
                                      (v47/*:: as any*/),
                                      (v48/*:: as any*/),
                                      (v49/*:: as any*/),
                                      (v50/*:: as any*/),
                                      (v53/*:: as any*/),
                                      (v58/*:: as any*/),
                                      (v60/*:: as any*/),
                                      (v68/*:: as any*/),
                                      (v69/*:: as any*/),
                                      (v70/*:: as any*/),
                                      (v71/*:: as any*/),
                                      (v72/*:: as any*/),
                                      (v73/*:: as any*/),
                                      (v75/*:: as any*/),
                                      (v76/*:: as any*/),
                                      (v77/*:: as any*/),
                                      (v78/*:: as any*/),
                                      (v79/*:: as any*/),
                                      (v82/*:: as any*/),
                                      (v77/*:: as any*/),
                                      (v84/*:: as any*/),
                                      (v85/*:: as any*/),
                                      (v86/*:: as any*/),
                                      (v88/*:: as any*/),
                                      (v89/*:: as any*/),
                                      (v90/*:: as any*/),
                                      (v91/*:: as any*/),
                                      (v92/*:: as any*/),
                                      (v93/*:: as any*/),
                                      (v94/*:: as any*/),
                                      (v95/*:: as any*/),
                                      (v96/*:: as any*/),
                                      (v97/*:: as any*/),
                                      (v100/*:: as any*/),
                                      (v101/*:: as any*/),
                                      (v102/*:: as any*/)
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
                              (v9/*:: as any*/)
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
                          (v98/*:: as any*/),
                          (v99/*:: as any*/)
                        ],
                        "type": "Text",
                        "abstractKey": null
                      },
                      (v47/*:: as any*/),
                      (v48/*:: as any*/),
                      (v49/*:: as any*/),
                      (v50/*:: as any*/),
                      (v53/*:: as any*/),
                      (v58/*:: as any*/),
                      (v60/*:: as any*/),
                      (v68/*:: as any*/),
                      (v69/*:: as any*/),
                      (v70/*:: as any*/),
                      (v71/*:: as any*/),
                      (v72/*:: as any*/),
                      (v73/*:: as any*/),
                      (v75/*:: as any*/),
                      (v76/*:: as any*/),
                      (v77/*:: as any*/),
                      (v78/*:: as any*/),
                      (v79/*:: as any*/),
                      (v82/*:: as any*/),
                      (v77/*:: as any*/),
                      (v84/*:: as any*/),
                      (v85/*:: as any*/),
                      (v86/*:: as any*/),
                      (v88/*:: as any*/),
                      (v89/*:: as any*/),
                      (v90/*:: as any*/),
                      (v91/*:: as any*/),
                      (v92/*:: as any*/),
                      (v93/*:: as any*/),
                      (v94/*:: as any*/),
                      (v95/*:: as any*/),
                      (v96/*:: as any*/),
                      (v97/*:: as any*/),
                      (v100/*:: as any*/),
                      (v101/*:: as any*/),
                      (v102/*:: as any*/)
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
    "cacheID": "6a6830d6069a33a182c6cb6e15ead492",
    "id": "fd0677aef5ce4e8c16047788ac7fc86894985890f8a5400744d1354662f6f115",
    "metadata": {},
    "name": "HomePageContentQuery",
    "operationKind": "query",
    "text": "query HomePageContentQuery(\n  $locale: String!\n  $preview: Boolean!\n) {\n  pageCollection(where: {slug: \"homepage\"}, limit: 1, locale: $locale, preview: $preview) {\n    items {\n      sys {\n        id\n      }\n      ...HomeContent_page\n    }\n  }\n}\n\nfragment ActionButtonItem_actionButton on ActionButton {\n  sys {\n    id\n  }\n  label\n  type\n}\n\nfragment BannerItem_banner on Banner {\n  icon\n  headline\n  text\n  layoutColor\n  link {\n    __typename\n    ...ContentLink_link\n  }\n}\n\nfragment BoxItems_box on Box {\n  headline\n  content {\n    ...RichText_richText\n  }\n  image {\n    url\n    description\n    width\n    height\n  }\n  link {\n    __typename\n    ...ContentLink_link\n  }\n  layoutColorPicker {\n    name\n  }\n}\n\nfragment BoxItems_contactBox on ContactBox {\n  sys {\n    id\n  }\n  icon\n  title\n  content {\n    ...RichText_richText\n  }\n  button {\n    ...LinkItems_button\n  }\n}\n\nfragment BoxItems_cookieList on CookieList {\n  headline\n  consentCategory\n  cookiesCollection {\n    items {\n      sys {\n        id\n      }\n      name\n      provider\n      purpose\n      duration\n    }\n  }\n}\n\nfragment BoxItems_phoneBox on PhoneBox {\n  sys {\n    id\n  }\n  icon\n  title\n  subtitle\n  number\n  disclaimer\n  inline\n}\n\nfragment ContentItems_item on ContentItem {\n  __isContentItem: __typename\n  __typename\n  ...StructureItems_accordion\n  ...ActionButtonItem_actionButton\n  ...LinkItems_anchorLink\n  ...MediaItems_assetSet\n  ...BannerItem_banner\n  ...BoxItems_box\n  ...LinkItems_button\n  ...PromotionItems_card\n  ...PromotionItems_categoryTile\n  ...TextItems_checklist\n  ...BoxItems_contactBox\n  ...MediaItems_asset\n  ...BoxItems_cookieList\n  ...CouponItem_coupon\n  ...TextItems_dosDonts\n  ...LinkItems_link\n  ...Eyecatcher_eyecatcher\n  ...MediaItems_iframe\n  ...RecommendationItems_inspiration\n  ...ModalItems_legalHint\n  ...LinkItems_linkBox\n  ...ModalItems_modal\n  ...RecommendationItems_outfit\n  ...TextItems_panel\n  ...BoxItems_phoneBox\n  ...PromotionItems_promotion\n  ...PromotionItems_carousel\n  ...RecommendationItems_recommendation\n  ...RecommendationItems_gkAir\n  ...TextItems_richtext\n  ...TextItems_seoAdvice\n  ...StructureItems_tableOfContents\n  ...HeadingItem_text\n  ...TextItems_tip\n  ...MediaItems_video\n}\n\nfragment ContentLink_link on Link {\n  __isLink: __typename\n  __typename\n  ... on InternalLink {\n    sys {\n      id\n    }\n    label\n    internalTarget {\n      slug\n      pageType\n    }\n  }\n  ... on ExternalLink {\n    sys {\n      id\n    }\n    label\n    externalTarget\n    openInNewTab\n  }\n}\n\nfragment ContentModalText_modal on Modal {\n  headline\n  richtext {\n    links {\n      entries {\n        block {\n          __typename\n          sys {\n            id\n          }\n        }\n      }\n    }\n    ...RichText_richText\n  }\n  coupon {\n    sys {\n      id\n    }\n    ...CouponItem_coupon\n  }\n  primaryButtonLink {\n    __typename\n    ...ContentLink_link\n  }\n}\n\nfragment CouponItem_coupon on Coupon {\n  sys {\n    id\n  }\n  title\n  couponText\n  hint\n  showQrCode\n  code\n  code2\n  layoutColor\n  hideInfoButton\n  couponImage {\n    ...MediaItems_assetSet\n  }\n}\n\nfragment Eyecatcher_eyecatcher on Eyecatcher {\n  eyecatcherType\n  productId\n  size\n  eyecatcherDesign\n  eyecatcherRichText {\n    ...RichText_richText\n  }\n}\n\nfragment HeadingItem_text on Text {\n  sys {\n    id\n  }\n  styledText\n  style\n}\n\nfragment HomeContent_page on Page {\n  headline\n  intro\n  ...PageItems_page\n}\n\nfragment LayoutItem_layout on Layout {\n  sys {\n    id\n  }\n  ratio\n  verticalAlignment\n  maxPageWidth\n  columnsCollection {\n    items {\n      sys {\n        id\n      }\n      horizontalAlignment\n      content {\n        __typename\n        ...ContentItems_item\n      }\n    }\n  }\n}\n\nfragment LinkItems_anchorLink on AnchorLink {\n  sys {\n    id\n  }\n  label\n  anchor\n}\n\nfragment LinkItems_button on Button {\n  sys {\n    id\n  }\n  color\n  trackingName\n  link {\n    __typename\n    ...ContentLink_link\n  }\n}\n\nfragment LinkItems_link on Link {\n  __isLink: __typename\n  ...ContentLink_link\n}\n\nfragment LinkItems_linkBox on LinkBox {\n  sys {\n    id\n  }\n  headline\n  linkBox\n}\n\nfragment MediaItems_asset on ContentItemAsset {\n  sys {\n    id\n  }\n  internalTitle\n  alignment\n  type\n  imageCloudinary {\n    secure_url\n    width\n    height\n    alt\n  }\n  image {\n    url\n    width\n    height\n    description\n  }\n}\n\nfragment MediaItems_assetSet on AssetSet {\n  sys {\n    id\n  }\n  alt\n  defaultImage {\n    url\n    width\n    height\n  }\n  ratio4To3 {\n    url\n    width\n    height\n  }\n  ratio2To1 {\n    url\n    width\n    height\n  }\n  ratio3To1 {\n    url\n    width\n    height\n  }\n}\n\nfragment MediaItems_iframe on IFrame {\n  sys {\n    id\n  }\n  url\n  title\n  trackingName\n}\n\nfragment MediaItems_video on Video {\n  sys {\n    id\n  }\n  title\n  url\n  contentType\n  cloudinary {\n    secure_url\n    width\n    height\n  }\n}\n\nfragment ModalItems_legalHint on LegalHint {\n  id\n  coupon {\n    ...CouponItem_coupon\n  }\n}\n\nfragment ModalItems_modal on Modal {\n  sys {\n    id\n  }\n  id\n  linkText\n  headline\n  ...ContentModalText_modal\n}\n\nfragment PageItems_page on Page {\n  contentCollection {\n    items {\n      __typename\n      ... on Entry {\n        __isEntry: __typename\n        sys {\n          id\n        }\n      }\n      ...LayoutItem_layout\n      ... on Richtext {\n        richtext {\n          json\n        }\n      }\n      ... on Text {\n        styledText\n        style\n      }\n      ...ContentItems_item\n    }\n  }\n}\n\nfragment PromotionItems_card on Card {\n  sys {\n    id\n  }\n  displayType\n  imageAspectRatio\n  promotion {\n    ...PromotionItems_promotion\n  }\n}\n\nfragment PromotionItems_carousel on PromotionCarousel {\n  headline\n  cardsCollection {\n    items {\n      sys {\n        id\n      }\n      ...PromotionItems_card\n    }\n  }\n}\n\nfragment PromotionItems_categoryTile on CategoryTile {\n  sys {\n    id\n  }\n  headline\n  text\n  asset {\n    ...MediaItems_assetSet\n  }\n  eyecatcher {\n    ...Eyecatcher_eyecatcher\n  }\n  category {\n    title\n    categoryImageLink {\n      categoryId\n      categoryPath\n      productId\n      image {\n        url\n        description\n        width\n        height\n      }\n    }\n    assetSet {\n      ...MediaItems_assetSet\n    }\n    imageCloudinary {\n      secure_url\n      width\n      height\n      alt\n    }\n    image {\n      url\n      description\n      width\n      height\n    }\n  }\n}\n\nfragment PromotionItems_promotion on PromotionCard {\n  sys {\n    id\n  }\n  _id\n  title\n  text\n  callToAction\n  pinnedProductIDs\n  link {\n    __typename\n    ...ContentLink_link\n  }\n  categoryImageLink {\n    categoryPath\n    productId\n    image {\n      url\n      description\n      width\n      height\n    }\n  }\n  image {\n    url\n    description\n    width\n    height\n  }\n  layoutColorPicker {\n    name\n  }\n  eyecatcher {\n    ...Eyecatcher_eyecatcher\n  }\n  legalHint: hint {\n    id\n  }\n}\n\nfragment RecommendationItems_gkAir on RecommendationGkAir {\n  sys {\n    id\n  }\n  outputId\n  gkAirService {\n    ...RecommendationItems_service\n  }\n}\n\nfragment RecommendationItems_inspiration on InspirationItem {\n  sys {\n    id\n  }\n  headline\n  text\n  image1Cloudinary {\n    secure_url\n    width\n    height\n    alt\n  }\n  image2Cloudinary {\n    secure_url\n    width\n    height\n    alt\n  }\n  image3Cloudinary {\n    secure_url\n    width\n    height\n    alt\n  }\n  imagesCollection {\n    items {\n      sys {\n        id\n      }\n      url\n      description\n      width\n      height\n    }\n  }\n  layoutColorPicker {\n    name\n  }\n  link {\n    __typename\n    ...ContentLink_link\n  }\n  recommendationGkAir {\n    outputId\n    gkAirService {\n      ...RecommendationItems_service\n    }\n    ...RecommendationItems_gkAir\n  }\n}\n\nfragment RecommendationItems_outfit on OutfitItem {\n  sys {\n    id\n  }\n  headline\n  description\n  image {\n    url\n    description\n    width\n    height\n  }\n  imageCloudinary {\n    secure_url\n    width\n    height\n    alt\n  }\n  recommendationGkAir {\n    ...RecommendationItems_gkAir\n  }\n}\n\nfragment RecommendationItems_recommendation on Recommendation {\n  sys {\n    id\n  }\n  recommendationType\n  displayType\n  outputId\n  gkAirService {\n    ...RecommendationItems_service\n  }\n}\n\nfragment RecommendationItems_service on GkAirService {\n  serviceId\n  parametersCollection {\n    items {\n      name\n      value\n    }\n  }\n  outputConfigCollection {\n    items {\n      outputId\n      imageType\n    }\n  }\n}\n\nfragment RichTextEmbed_entry on Entry {\n  __isEntry: __typename\n  __typename\n  ...CouponItem_coupon\n  ...LinkItems_button\n  ...MediaItems_asset\n  ...ContentLink_link\n}\n\nfragment RichText_richText on RichText {\n  json\n  links {\n    entries {\n      block {\n        __typename\n        sys {\n          id\n        }\n        ...RichTextEmbed_entry\n      }\n      inline {\n        __typename\n        sys {\n          id\n        }\n        ...RichTextEmbed_entry\n      }\n      hyperlink {\n        __typename\n        sys {\n          id\n        }\n        ... on InternalLink {\n          internalTarget {\n            slug\n            pageType\n          }\n        }\n        ... on ExternalLink {\n          externalTarget\n          openInNewTab\n        }\n        ... on Page {\n          slug\n          pageType\n        }\n      }\n    }\n    assets {\n      block {\n        sys {\n          id\n        }\n        url\n        title\n        description\n        width\n        height\n      }\n    }\n  }\n}\n\nfragment StructureItems_accordion on Accordion {\n  sys {\n    id\n  }\n  defaultIndex\n  itemsCollection {\n    items {\n      sys {\n        id\n      }\n      title\n      richtext {\n        ...RichText_richText\n      }\n    }\n  }\n}\n\nfragment StructureItems_tableOfContents on TableOfContents {\n  levelsToShow\n}\n\nfragment TextItems_checklist on Checklist {\n  sys {\n    id\n  }\n  title\n  textList\n}\n\nfragment TextItems_dosDonts on DosDonts {\n  sys {\n    id\n  }\n  titleDos\n  textListDos\n  titleDonts\n  textListDonts\n}\n\nfragment TextItems_panel on Panel {\n  sys {\n    id\n  }\n  content {\n    ...RichText_richText\n  }\n}\n\nfragment TextItems_richtext on Richtext {\n  sys {\n    id\n  }\n  richtext {\n    ...RichText_richText\n  }\n}\n\nfragment TextItems_seoAdvice on SeoAdvice {\n  sys {\n    id\n  }\n  title\n  content {\n    ...RichText_richText\n  }\n}\n\nfragment TextItems_tip on Tip {\n  sys {\n    id\n  }\n  title\n  tipText\n  content {\n    ...RichText_richText\n  }\n  link {\n    __typename\n    ...ContentLink_link\n  }\n  image {\n    url\n    description\n    width\n    height\n  }\n}\n"
  }
};
})();

(node as any).hash = "12c7c9a81cf423978444f37dd190f82e";

export default node;
