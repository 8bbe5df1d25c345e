/**
 * @generated SignedSource<<0af2656421ab27d18334773dab9ec2db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type HeatDegree = "LEVEL_0" | "LEVEL_1" | "LEVEL_2" | "LEVEL_3" | "SUMMER" | "%future added value";
export type ProductFlag = "exclusiveOnline" | "new" | "none" | "priceHighlighting" | "sale" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProductTile_product$data = {
  readonly brand: {
    readonly name: string;
  } | null | undefined;
  readonly catalogId: string | null | undefined;
  readonly colors: ReadonlyArray<{
    readonly code: string;
    readonly id: string;
    readonly isSoldOut: boolean;
    readonly label: string;
  }>;
  readonly flag: ProductFlag;
  readonly heatDegree: HeatDegree | null | undefined;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly hash: string;
  }>;
  readonly name: string;
  readonly outsold: boolean;
  readonly price: {
    readonly currency: string;
    readonly min: number;
    readonly old: number;
    readonly priceRange: boolean;
    readonly saving: number | null | undefined;
    readonly savingRange: boolean;
  };
  readonly rating: number | null | undefined;
  readonly " $fragmentType": "ProductTile_product";
};
export type ProductTile_product$key = {
  readonly " $data"?: ProductTile_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductTile_product">;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductTile_product",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flag",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heatDegree",
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
        (v1/*:: as any*/)
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
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
      "name": "catalogId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outsold",
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
          "name": "label",
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
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "99bacb4710ac6fa2239016d4efec7eb7";

export default node;
