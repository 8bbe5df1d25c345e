/**
 * @generated SignedSource<<8ab206d2db1d7e899acfad8a718f49d2>>
 * @relayHash 5db68469c13cb454d23036b07e343786
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c78e5fb0862c94ebc527f72df48f58dee83f9c91c189ffa0724fc0ae0509dab

import type { ConcreteRequest } from 'relay-runtime';
export type OrderFormArticleQuery$variables = {
  displayNumber: string;
  locale: string;
};
export type OrderFormArticleQuery$data = {
  readonly directOrderFormArticle: {
    readonly dimension: {
      readonly id: string;
      readonly label: string;
      readonly variants: ReadonlyArray<{
        readonly availability: {
          readonly quantity: number | null | undefined;
        };
        readonly id: string;
        readonly price: {
          readonly currency: string;
          readonly withTax: number;
        };
        readonly size: {
          readonly label: string;
        };
      }>;
    };
    readonly displayNumber: string;
    readonly product: {
      readonly id: string;
      readonly images: ReadonlyArray<{
        readonly alt: string | null | undefined;
        readonly hash: string;
      }>;
      readonly name: string;
    };
  };
};
export type OrderFormArticleQuery = {
  response: OrderFormArticleQuery$data;
  variables: OrderFormArticleQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "displayNumber"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "displayNumber",
    "variableName": "displayNumber"
  },
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayNumber",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Product",
  "kind": "LinkedField",
  "name": "product",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "count",
          "value": 1
        }
      ],
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hash",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": "images(count:1)"
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Size",
  "kind": "LinkedField",
  "name": "size",
  "plural": false,
  "selections": [
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "VariantPrice",
  "kind": "LinkedField",
  "name": "price",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "withTax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderFormArticleQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DirectOrderFormArticle",
        "kind": "LinkedField",
        "name": "directOrderFormArticle",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Dimension",
            "kind": "LinkedField",
            "name": "dimension",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Variant",
                "kind": "LinkedField",
                "name": "variants",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Availability",
                    "kind": "LinkedField",
                    "name": "availability",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
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
    "name": "OrderFormArticleQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DirectOrderFormArticle",
        "kind": "LinkedField",
        "name": "directOrderFormArticle",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Dimension",
            "kind": "LinkedField",
            "name": "dimension",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Variant",
                "kind": "LinkedField",
                "name": "variants",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Availability",
                    "kind": "LinkedField",
                    "name": "availability",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
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
    "cacheID": "5db68469c13cb454d23036b07e343786",
    "id": "9c78e5fb0862c94ebc527f72df48f58dee83f9c91c189ffa0724fc0ae0509dab",
    "metadata": {},
    "name": "OrderFormArticleQuery",
    "operationKind": "query",
    "text": "query OrderFormArticleQuery(\n  $displayNumber: String!\n  $locale: String!\n) {\n  directOrderFormArticle(displayNumber: $displayNumber, locale: $locale) {\n    displayNumber\n    product {\n      id\n      name\n      images(count: 1) {\n        hash\n        alt\n      }\n    }\n    dimension {\n      id\n      label\n      variants {\n        id\n        size {\n          label\n        }\n        availability {\n          quantity\n          id\n        }\n        price {\n          withTax\n          currency\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9907ac9f6c4d98db3d1eb3782b36b121";

export default node;
