/**
 * @generated SignedSource<<03cc92b1a9f51f28d2d9fa46b0e9e02e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AvailabilityState = "available" | "deliverable" | "lowStock" | "notAvailable" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BuyBox_product$data = {
  readonly availability: {
    readonly color: string | null | undefined;
    readonly key: string;
    readonly state: AvailabilityState;
    readonly value: string | null | undefined;
  };
  readonly brand: {
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
  readonly " $fragmentType": "BuyBox_product";
};
export type BuyBox_product$key = {
  readonly " $data"?: BuyBox_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"BuyBox_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyOfOrigin",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "withTax",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BuyBox_product",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "salesUnit",
      "storageKey": null
    },
    (v2/*:: as any*/),
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
      "concreteType": "Brand",
      "kind": "LinkedField",
      "name": "brand",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
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
      "concreteType": "Price",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
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
                (v1/*:: as any*/)
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
      "concreteType": "Availability",
      "kind": "LinkedField",
      "name": "availability",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/)
      ],
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
        (v0/*:: as any*/),
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
        (v2/*:: as any*/)
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
        (v0/*:: as any*/),
        (v8/*:: as any*/),
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
            (v0/*:: as any*/),
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
                (v8/*:: as any*/)
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
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v7/*:: as any*/),
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
                }
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
                (v9/*:: as any*/),
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Reduction",
                  "kind": "LinkedField",
                  "name": "reductions",
                  "plural": true,
                  "selections": [
                    (v9/*:: as any*/),
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
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "a63dc1224e9b3d72469787f2a9b3b1da";

export default node;
