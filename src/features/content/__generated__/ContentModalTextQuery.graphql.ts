/**
 * @generated SignedSource<<1d596120f12318b8e0d58889d6665ac8>>
 * @relayHash 8ad97bfc7c1bd62aa023a70efbb73885
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5fe18a8afceb25e375edf2016d4f694801d67fd83faccab064c5deb1367175d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContentModalTextQuery$variables = {
  id: string;
  locale: string;
  preview: boolean;
};
export type ContentModalTextQuery$data = {
  readonly modalCollection: {
    readonly items: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ContentModalText_modal">;
    }>;
  };
};
export type ContentModalTextQuery = {
  response: ContentModalTextQuery$data;
  variables: ContentModalTextQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
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
    "fields": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "kind": "ObjectValue",
    "name": "where"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Sys",
  "kind": "LinkedField",
  "name": "sys",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "couponText",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hint",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "showQrCode",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code2",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "layoutColor",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hideInfoButton",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v16 = [
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v15/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "AssetSet",
  "kind": "LinkedField",
  "name": "couponImage",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v12/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "defaultImage",
      "plural": false,
      "selections": (v16/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "ratio4To3",
      "plural": false,
      "selections": (v16/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "ratio2To1",
      "plural": false,
      "selections": (v16/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "ratio3To1",
      "plural": false,
      "selections": (v16/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v19 = [
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
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "Page",
  "kind": "LinkedField",
  "name": "internalTarget",
  "plural": false,
  "selections": (v19/*:: as any*/),
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "externalTarget",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openInNewTab",
  "storageKey": null
},
v23 = [
  (v2/*:: as any*/),
  {
    "kind": "TypeDiscriminator",
    "abstractKey": "__isLink"
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v3/*:: as any*/),
      (v18/*:: as any*/),
      (v20/*:: as any*/)
    ],
    "type": "InternalLink",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v3/*:: as any*/),
      (v18/*:: as any*/),
      (v21/*:: as any*/),
      (v22/*:: as any*/)
    ],
    "type": "ExternalLink",
    "abstractKey": null
  }
],
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v25 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  {
    "kind": "TypeDiscriminator",
    "abstractKey": "__isEntry"
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v17/*:: as any*/)
    ],
    "type": "Coupon",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "color",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "trackingName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "link",
        "plural": false,
        "selections": (v23/*:: as any*/),
        "storageKey": null
      }
    ],
    "type": "Button",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "internalTitle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "alignment",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CloudinaryAsset",
        "kind": "LinkedField",
        "name": "imageCloudinary",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secure_url",
            "storageKey": null
          },
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "image",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v24/*:: as any*/)
        ],
        "storageKey": null
      }
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
          (v18/*:: as any*/),
          (v20/*:: as any*/)
        ],
        "type": "InternalLink",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v18/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/)
        ],
        "type": "ExternalLink",
        "abstractKey": null
      }
    ],
    "type": "Link",
    "abstractKey": "__isLink"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContentModalTextQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ModalCollection",
        "kind": "LinkedField",
        "name": "modalCollection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Modal",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContentModalText_modal"
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
    "name": "ContentModalTextQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ModalCollection",
        "kind": "LinkedField",
        "name": "modalCollection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Modal",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "headline",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RichText",
                "kind": "LinkedField",
                "name": "richtext",
                "plural": false,
                "selections": [
                  {
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
                            "selections": (v25/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": null,
                            "kind": "LinkedField",
                            "name": "inline",
                            "plural": true,
                            "selections": (v25/*:: as any*/),
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
                              (v2/*:: as any*/),
                              (v3/*:: as any*/),
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v20/*:: as any*/)
                                ],
                                "type": "InternalLink",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v21/*:: as any*/),
                                  (v22/*:: as any*/)
                                ],
                                "type": "ExternalLink",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v19/*:: as any*/),
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
                              (v3/*:: as any*/),
                              (v13/*:: as any*/),
                              (v4/*:: as any*/),
                              (v24/*:: as any*/),
                              (v14/*:: as any*/),
                              (v15/*:: as any*/)
                            ],
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
                    "kind": "ScalarField",
                    "name": "json",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Coupon",
                "kind": "LinkedField",
                "name": "coupon",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "primaryButtonLink",
                "plural": false,
                "selections": (v23/*:: as any*/),
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
    "cacheID": "8ad97bfc7c1bd62aa023a70efbb73885",
    "id": "e5fe18a8afceb25e375edf2016d4f694801d67fd83faccab064c5deb1367175d",
    "metadata": {},
    "name": "ContentModalTextQuery",
    "operationKind": "query",
    "text": "query ContentModalTextQuery(\n  $id: String!\n  $locale: String!\n  $preview: Boolean!\n) {\n  modalCollection(where: {id: $id}, limit: 1, locale: $locale, preview: $preview) {\n    items {\n      ...ContentModalText_modal\n    }\n  }\n}\n\nfragment ContentLink_link on Link {\n  __isLink: __typename\n  __typename\n  ... on InternalLink {\n    sys {\n      id\n    }\n    label\n    internalTarget {\n      slug\n      pageType\n    }\n  }\n  ... on ExternalLink {\n    sys {\n      id\n    }\n    label\n    externalTarget\n    openInNewTab\n  }\n}\n\nfragment ContentModalText_modal on Modal {\n  headline\n  richtext {\n    links {\n      entries {\n        block {\n          __typename\n          sys {\n            id\n          }\n        }\n      }\n    }\n    ...RichText_richText\n  }\n  coupon {\n    sys {\n      id\n    }\n    ...CouponItem_coupon\n  }\n  primaryButtonLink {\n    __typename\n    ...ContentLink_link\n  }\n}\n\nfragment CouponItem_coupon on Coupon {\n  sys {\n    id\n  }\n  title\n  couponText\n  hint\n  showQrCode\n  code\n  code2\n  layoutColor\n  hideInfoButton\n  couponImage {\n    ...MediaItems_assetSet\n  }\n}\n\nfragment LinkItems_button on Button {\n  sys {\n    id\n  }\n  color\n  trackingName\n  link {\n    __typename\n    ...ContentLink_link\n  }\n}\n\nfragment MediaItems_asset on ContentItemAsset {\n  sys {\n    id\n  }\n  internalTitle\n  alignment\n  type\n  imageCloudinary {\n    secure_url\n    width\n    height\n    alt\n  }\n  image {\n    url\n    width\n    height\n    description\n  }\n}\n\nfragment MediaItems_assetSet on AssetSet {\n  sys {\n    id\n  }\n  alt\n  defaultImage {\n    url\n    width\n    height\n  }\n  ratio4To3 {\n    url\n    width\n    height\n  }\n  ratio2To1 {\n    url\n    width\n    height\n  }\n  ratio3To1 {\n    url\n    width\n    height\n  }\n}\n\nfragment RichTextEmbed_entry on Entry {\n  __isEntry: __typename\n  __typename\n  ...CouponItem_coupon\n  ...LinkItems_button\n  ...MediaItems_asset\n  ...ContentLink_link\n}\n\nfragment RichText_richText on RichText {\n  json\n  links {\n    entries {\n      block {\n        __typename\n        sys {\n          id\n        }\n        ...RichTextEmbed_entry\n      }\n      inline {\n        __typename\n        sys {\n          id\n        }\n        ...RichTextEmbed_entry\n      }\n      hyperlink {\n        __typename\n        sys {\n          id\n        }\n        ... on InternalLink {\n          internalTarget {\n            slug\n            pageType\n          }\n        }\n        ... on ExternalLink {\n          externalTarget\n          openInNewTab\n        }\n        ... on Page {\n          slug\n          pageType\n        }\n      }\n    }\n    assets {\n      block {\n        sys {\n          id\n        }\n        url\n        title\n        description\n        width\n        height\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eecf5ad8cc9c0a7e9bb90d30266f9ad6";

export default node;
