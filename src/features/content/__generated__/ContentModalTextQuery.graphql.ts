/**
 * @generated SignedSource<<833de3d817f7c2bcca4b2ad76a7e6719>>
 * @relayHash 7c214422e1780a1cde5389d96f7d3148
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35cf4201619e24ee3c3033a9a85c881313405ad403a43a1c5932943723c192f5

import type { ConcreteRequest } from 'relay-runtime';
export type PageType = "content" | "homepage" | "inspiration" | "outfit" | "%future added value";
export type ContentModalTextQuery$variables = {
  id: string;
  locale: string;
  preview: boolean;
};
export type ContentModalTextQuery$data = {
  readonly modalCollection: {
    readonly items: ReadonlyArray<{
      readonly headline: string | null | undefined;
      readonly richtext: {
        readonly json: any;
        readonly links: {
          readonly entries: {
            readonly hyperlink: ReadonlyArray<{
              readonly pageType?: PageType;
              readonly slug?: string;
              readonly sys: {
                readonly id: string;
              };
            }>;
          };
        };
      } | null | undefined;
      readonly sys: {
        readonly id: string;
      };
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "headline",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "json",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
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
  "type": "Page",
  "abstractKey": null
};
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RichText",
                "kind": "LinkedField",
                "name": "richtext",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                            "name": "hyperlink",
                            "plural": true,
                            "selections": [
                              (v2/*:: as any*/),
                              (v5/*:: as any*/)
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RichText",
                "kind": "LinkedField",
                "name": "richtext",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                            "name": "hyperlink",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "__typename",
                                "storageKey": null
                              },
                              (v2/*:: as any*/),
                              (v5/*:: as any*/)
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7c214422e1780a1cde5389d96f7d3148",
    "id": "35cf4201619e24ee3c3033a9a85c881313405ad403a43a1c5932943723c192f5",
    "metadata": {},
    "name": "ContentModalTextQuery",
    "operationKind": "query",
    "text": "query ContentModalTextQuery(\n  $id: String!\n  $locale: String!\n  $preview: Boolean!\n) {\n  modalCollection(where: {id: $id}, limit: 1, locale: $locale, preview: $preview) {\n    items {\n      sys {\n        id\n      }\n      headline\n      richtext {\n        json\n        links {\n          entries {\n            hyperlink {\n              __typename\n              sys {\n                id\n              }\n              ... on Page {\n                slug\n                pageType\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "669eb174ffc3f796f77c8b3cc1b185bf";

export default node;
