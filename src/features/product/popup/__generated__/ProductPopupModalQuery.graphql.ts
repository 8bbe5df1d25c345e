/**
 * @generated SignedSource<<6bd39797c7ee687fa9bafd57cc36f8df>>
 * @relayHash 017987854ccb507f42cac97f94d92193
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f434dd9c1c8b36fa6519ea85bbfe45029ea5070fb88ccba05cb1b9f0399f4be

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AvailabilityState = "available" | "deliverable" | "lowStock" | "notAvailable" | "%future added value";
export type ProductPopupModalQuery$variables = {
  catalogId?: string | null | undefined;
  id: string;
  locale: string;
  referrer?: string | null | undefined;
};
export type ProductPopupModalQuery$data = {
  readonly popupProductById: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductPopupView_product">;
  } | null | undefined;
};
export type ProductPopupModalQuery$rawResponse = {
  readonly popupProductById: {
    readonly availability: {
      readonly color: string | null | undefined;
      readonly id: string | null | undefined;
      readonly key: string;
      readonly state: AvailabilityState;
      readonly value: string | null | undefined;
    };
    readonly brand: {
      readonly id: string;
      readonly image: string | null | undefined;
      readonly name: string;
    } | null | undefined;
    readonly colors: ReadonlyArray<{
      readonly code: string;
      readonly id: string;
      readonly isSoldOut: boolean;
    }>;
    readonly companyOfOrigin: string | null | undefined;
    readonly dimensions: ReadonlyArray<{
      readonly id: string;
      readonly label: string;
      readonly promotion: string | null | undefined;
      readonly variants: ReadonlyArray<{
        readonly availability: {
          readonly color: string | null | undefined;
          readonly id: string | null | undefined;
          readonly isSubsequentDelivery: boolean | null | undefined;
          readonly key: string;
          readonly quantity: number | null | undefined;
          readonly state: AvailabilityState;
          readonly value: string | null | undefined;
        };
        readonly deliverabilityForwardingAgent: boolean;
        readonly disposalService: boolean;
        readonly id: string;
        readonly price: {
          readonly currency: string;
          readonly reductions: ReadonlyArray<{
            readonly category: string;
            readonly withTax: number;
          }>;
          readonly withTax: number;
        };
        readonly size: {
          readonly label: string;
        };
      }>;
    }>;
    readonly displayNumber: string;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly alt: string | null | undefined;
      readonly hash: string;
    }>;
    readonly loyaltyPoints: number | null | undefined;
    readonly name: string;
    readonly price: {
      readonly campaignHighlight: {
        readonly badgeText: string;
        readonly layoutColor: {
          readonly name: string;
        } | null | undefined;
        readonly modal: string | null | undefined;
      } | null | undefined;
      readonly currency: string;
      readonly min: number;
      readonly old: number;
      readonly priceRange: boolean;
      readonly saving: number | null | undefined;
      readonly savingRange: boolean;
    };
    readonly salesUnit: string | null | undefined;
    readonly sizeTables: ReadonlyArray<{
      readonly companyOfOrigin: string;
    }>;
  } | null | undefined;
};
export type ProductPopupModalQuery = {
  rawResponse: ProductPopupModalQuery$rawResponse;
  response: ProductPopupModalQuery$data;
  variables: ProductPopupModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "catalogId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "referrer"
},
v4 = [
  {
    "kind": "Variable",
    "name": "catalogId",
    "variableName": "catalogId"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  },
  {
    "kind": "Variable",
    "name": "referrer",
    "variableName": "referrer"
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
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyOfOrigin",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "withTax",
  "storageKey": null
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
    "name": "ProductPopupModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "popupProductById",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductPopupView_product"
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductPopupModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "popupProductById",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brand",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "image",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Availability",
            "kind": "LinkedField",
            "name": "availability",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v5/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Price",
            "kind": "LinkedField",
            "name": "price",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "min",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "old",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priceRange",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "saving",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "savingRange",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CampaignHighlight",
                "kind": "LinkedField",
                "name": "campaignHighlight",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "modal",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "badgeText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CampaignLayoutColor",
                    "kind": "LinkedField",
                    "name": "layoutColor",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/)
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "salesUnit",
            "storageKey": null
          },
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "loyaltyPoints",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Color",
            "kind": "LinkedField",
            "name": "colors",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSoldOut",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SizeTable",
            "kind": "LinkedField",
            "name": "sizeTables",
            "plural": true,
            "selections": [
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Dimension",
            "kind": "LinkedField",
            "name": "dimensions",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "promotion",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Variant",
                "kind": "LinkedField",
                "name": "variants",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deliverabilityForwardingAgent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "disposalService",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Size",
                    "kind": "LinkedField",
                    "name": "size",
                    "plural": false,
                    "selections": [
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Availability",
                    "kind": "LinkedField",
                    "name": "availability",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "quantity",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isSubsequentDelivery",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VariantPrice",
                    "kind": "LinkedField",
                    "name": "price",
                    "plural": false,
                    "selections": [
                      (v14/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Reduction",
                        "kind": "LinkedField",
                        "name": "reductions",
                        "plural": true,
                        "selections": [
                          (v14/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "category",
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
    "cacheID": "017987854ccb507f42cac97f94d92193",
    "id": "1f434dd9c1c8b36fa6519ea85bbfe45029ea5070fb88ccba05cb1b9f0399f4be",
    "metadata": {},
    "name": "ProductPopupModalQuery",
    "operationKind": "query",
    "text": "query ProductPopupModalQuery(\n  $id: ID!\n  $locale: String!\n  $referrer: String\n  $catalogId: ID\n) {\n  popupProductById(id: $id, locale: $locale, referrer: $referrer, catalogId: $catalogId) {\n    id\n    ...ProductPopupView_product\n  }\n}\n\nfragment BuyBox_product on Product {\n  id\n  name\n  displayNumber\n  salesUnit\n  companyOfOrigin\n  loyaltyPoints\n  brand {\n    name\n    image\n    id\n  }\n  price {\n    currency\n    min\n    old\n    priceRange\n    saving\n    savingRange\n    campaignHighlight {\n      modal\n      badgeText\n      layoutColor {\n        name\n      }\n    }\n  }\n  availability {\n    key\n    state\n    color\n    value\n    id\n  }\n  colors {\n    id\n    code\n    isSoldOut\n  }\n  sizeTables {\n    companyOfOrigin\n  }\n  dimensions {\n    id\n    label\n    promotion\n    variants {\n      id\n      deliverabilityForwardingAgent\n      disposalService\n      size {\n        label\n      }\n      availability {\n        key\n        state\n        color\n        value\n        quantity\n        isSubsequentDelivery\n        id\n      }\n      price {\n        withTax\n        currency\n        reductions {\n          withTax\n          category\n        }\n      }\n    }\n  }\n}\n\nfragment ProductPopupView_product on Product {\n  id\n  name\n  brand {\n    name\n    id\n  }\n  displayNumber\n  availability {\n    key\n    state\n    color\n    id\n  }\n  price {\n    currency\n    min\n  }\n  images(count: 1) {\n    hash\n    alt\n  }\n  ...BuyBox_product\n}\n"
  }
};
})();

(node as any).hash = "e3f95d830d29142db78cb5d38d76623b";

export default node;
